import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickMessages } from '@/lib/i18n/messages';

type ScopedMessagesProps = {
  /** Namespaces only this part of one page needs in the browser. */
  namespaces: readonly string[];
  children: ReactNode;
};

/**
 * Sends the texts of one client widget (a form, the wizard, the results) with the pages that show
 * it, instead of with every page of the site.
 */
export async function ScopedMessages({ namespaces, children }: ScopedMessagesProps) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}
