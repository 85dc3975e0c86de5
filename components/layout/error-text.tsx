'use client';

import { createContext, useContext, type ReactNode } from 'react';

export type ErrorText = {
  title: string;
  description: string;
  serverMessage: string;
  retry: string;
  returnHome: string;
};

const ErrorTextContext = createContext<ErrorText | null>(null);

/**
 * The error boundary renders inside the layout, so the layout hands it its texts as plain strings:
 * no translation runtime has to ship with every page for a screen that is rarely seen.
 */
export function ErrorTextProvider({ text, children }: { text: ErrorText; children: ReactNode }) {
  return <ErrorTextContext value={text}>{children}</ErrorTextContext>;
}

/** Without a provider the keys show, as a missing translation does everywhere else. */
const keysAsText: ErrorText = {
  title: 'error.title',
  description: 'error.description',
  serverMessage: 'error.serverMessage',
  retry: 'error.retry',
  returnHome: 'error.returnHome',
};

export function useErrorText(): ErrorText {
  return useContext(ErrorTextContext) ?? keysAsText;
}
