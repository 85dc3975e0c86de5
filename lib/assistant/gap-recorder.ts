import 'server-only';
import { after } from 'next/server';
import { getAssistantGaps, type Gap } from '@/lib/database/assistant-gaps';

/**
 * Counts the gap `find` finds once the answer has been sent: the visitor never waits for it, and
 * a failure to count is logged, never shown.
 */
export function recordGapLater(find: () => Gap | null | Promise<Gap | null>): void {
  after(async () => {
    try {
      const gap = await find();
      if (gap) await getAssistantGaps().record(gap);
    } catch (error) {
      // The question may be quoted by the error: only its kind is logged.
      console.error('[assistant] the gap could not be found', {
        error: error instanceof Error ? error.name : 'unknown',
      });
    }
  });
}
