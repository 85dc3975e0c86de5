'use client';

import { useEffect } from 'react';
import { SESSION_KEYS } from '@/lib/session/keys';
import { writeSession } from '@/lib/session/storage';

/**
 * Keeps the team link in this tab, so that the answers sent after the details on this page count
 * in the team; nothing leaves the browser before they are sent.
 */
export function JoinTeam({ token, companyName }: { token: string; companyName: string }) {
  useEffect(() => {
    writeSession(SESSION_KEYS.team, JSON.stringify({ token, companyName }));
  }, [token, companyName]);
  return null;
}
