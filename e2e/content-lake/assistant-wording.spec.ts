import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Locale } from '../../lib/i18n/locales';
import { getSingleton, publish, sendWebhook, token } from './support/lake';

/**
 * A marketer teaches the assistant a visitor's wording by adding it to the questions a page
 * answers, and publishing: no deploy, no build. The assistant's page without JavaScript
 * (GET /{locale}/assistant?q=…) then cites that page for the wording.
 */

/** The pages the assistant's page cites for `question`, as the links it marks. */
async function cited(request: APIRequestContext, locale: Locale, question: string) {
  const response = await request.get(`/${locale}/assistant?q=${encodeURIComponent(question)}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  return [...html.matchAll(/<a\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes('data-citation'))
    .map((tag) => /href="([^"]+)"/.exec(tag)?.[1] ?? '');
}

test('a wording published on the contact page is answered with it, in its language only', async ({
  request,
}) => {
  const document = await getSingleton('contactPage');
  const original = (document.visitorQuestions ?? {}) as Partial<Record<Locale, string[]>>;
  // A made-up word that no page holds: only the new wording can answer it.
  const word = `quorblat${token()
    .toLowerCase()
    .replace(/[^a-z]/g, '')}`;
  const wording = `can I get a ${word} from you`;
  expect(await cited(request, 'en', wording)).toEqual([]);

  try {
    await publish(document._id, {
      'visitorQuestions.en': [...(original.en ?? []), wording],
    });
    await sendWebhook(request, document);
    await expect(async () => {
      expect(await cited(request, 'en', wording)).toContain('/en/contact');
    }).toPass({ timeout: 20_000, intervals: [500, 1000] });
    // The French visitor asks in French: an English wording is no French page's.
    expect(await cited(request, 'fr', wording)).not.toContain('/fr/contact');
  } finally {
    await publish(document._id, { 'visitorQuestions.en': original.en ?? [] });
    await sendWebhook(request, document);
  }
});
