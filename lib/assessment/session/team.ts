// The browser's side: the pattern alone, never the module that makes tokens with node:crypto.
import { TOKEN_PATTERN } from '@/lib/model/link-token-pattern';
import { parseStoredObject } from '@/lib/session/stored-json';

/** The team link a respondent came through, as the tab keeps it until their answers are sent. */
export type JoinedTeam = { token: string; companyName: string };

/** The team the tab keeps, or null when none, or when what it holds is no team link of ours. */
export function parseJoinedTeam(raw: string | null): JoinedTeam | null {
  const stored = raw === null ? null : parseStoredObject(raw);
  if (!stored || typeof stored.token !== 'string' || !TOKEN_PATTERN.test(stored.token)) return null;
  const companyName =
    typeof stored.companyName === 'string' ? stored.companyName.slice(0, 200) : '';
  return { token: stored.token, companyName };
}
