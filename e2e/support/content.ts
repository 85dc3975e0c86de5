import type { Locator, Page } from '@playwright/test';
import en from '../../lib/i18n/messages/en.json' with { type: 'json' };
import fr from '../../lib/i18n/messages/fr.json' with { type: 'json' };
import { expect } from './fixtures';
import { field, localized, type Locale, type Localized } from './seed';

export const locales: Locale[] = ['en', 'fr'];

/** The localized values of an array field, e.g. a section's items' titles, in content order. */
export function localizedList(id: string, path: string, itemPath?: string): Localized[] {
  const items = field(id, path);
  if (!Array.isArray(items)) throw new Error(`${id}.${path} is not a list.`);
  return items.map((_, index) =>
    localized(id, [path, String(index), itemPath].filter(Boolean).join('.')),
  );
}

/** Fills a dictionary message's `{name}` placeholders, as next-intl does for plain arguments. */
export function format(message: string, values: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

export const messages = { en, fr };

/** The list items, in order, each holding its text beside a decorative number or icon. */
export async function expectItems(items: Locator, texts: string[]) {
  await expect(items).toHaveCount(texts.length);
  for (const [index, text] of texts.entries()) {
    await expect(items.nth(index)).toContainText(text);
  }
}

/**
 * Scrolls until the carousel is half a screen below the viewport, near enough for it to load
 * Embla but not yet on screen (where it would start to rotate), and waits for Embla to run: it has
 * taken over once it positions the slide track; before that, buttons do nothing. It scrolls again
 * on every look, since a scroll made before hydration can be undone by the page settling.
 */
export async function waitForCarousel(page: Page) {
  const track = page.locator('[aria-roledescription] [role="group"]').first().locator('..');
  await expect
    .poll(
      () =>
        track.evaluate((element) => {
          const top = element.getBoundingClientRect().top + window.scrollY;
          window.scrollTo({
            top: Math.max(0, top - window.innerHeight * 1.5),
            behavior: 'instant',
          });
          return element.getAttribute('style') ?? '';
        }),
      { timeout: 20_000 },
    )
    .toMatch(/transform/);
}
