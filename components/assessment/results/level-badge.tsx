import { cn } from '@/lib/cn';
import type { LevelKey } from '@/lib/assessment/results/content';

const STYLES: Record<LevelKey, string> = {
  high: 'bg-teal-50 text-teal-800 ring-teal-600/30',
  moderate: 'bg-blue-50 text-blue-800 ring-blue-600/30',
  low: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  veryLow: 'bg-red-50 text-red-800 ring-red-600/30',
};

type LevelBadgeProps = {
  level: LevelKey;
  label: string;
};

export function LevelBadge({ level, label }: LevelBadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        STYLES[level],
      )}
    >
      {label}
    </span>
  );
}
