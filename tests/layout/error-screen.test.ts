import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from '@/components/layout/error-screen';
import type { ErrorText } from '@/components/layout/error-text';
import en from '@/lib/i18n/messages/en.json';
import fr from '@/lib/i18n/messages/fr.json';

const location = vi.hoisted(() => ({ pathname: '/en' }));
vi.mock('next/navigation', () => ({ usePathname: () => location.pathname }));

function render(locale: 'en' | 'fr', error: Error & { digest?: string }) {
  location.pathname = `/${locale}/contact`;
  const text: ErrorText = (locale === 'fr' ? fr : en).error;
  return renderToString(createElement(ErrorScreen, { error, text, onRetry: () => {} }));
}

describe('the unexpected-error screen', () => {
  it.each([
    // English is pinned word for word; French is the dictionary's, whose spaces are unbreakable.
    ['en', 'Unexpected Application Error!', 'Return to Home'],
    ['fr', fr.error.title, fr.error.returnHome],
  ] as const)(
    "shows the title 'Unexpected Application Error!' or its French, and the error message (%s)",
    (locale, title, home) => {
      const html = render(locale, new Error('The carousel could not start'));
      expect(html).toContain(`>${title}</h1>`);
      expect(html).toContain('The carousel could not start');
      expect(html).toContain(`href="/${locale}"`);
      expect(html).toContain(home);
    },
  );

  it('replaces the English stand-in message of a server error with a localized one and its reference', () => {
    const serverError = Object.assign(
      new Error('An error occurred in the Server Components render.'),
      {
        digest: '2710448051',
      },
    );
    const html = render('fr', serverError);
    expect(html).toContain(`${fr.error.serverMessage} 2710448051`);
    expect(html).not.toContain('Server Components render');
  });
});
