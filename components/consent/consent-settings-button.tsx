'use client';

import { OPEN_CONSENT_EVENT } from './open-consent-event';

export function ConsentSettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}
      className="text-sm text-slate-300 underline-offset-4 hover:text-white hover:underline"
    >
      {label}
    </button>
  );
}
