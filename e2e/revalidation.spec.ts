import { randomUUID } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { signWebhook } from '../tests/content/sign-webhook';
import { expect, test } from './support/fixtures';
import { field, localized, type Locale, type SeedDocument } from './support/seed';
import { E2E_CONTENT_DATASET, E2E_REVALIDATE_SECRET } from './support/server';

test.describe('incremental revalidation', () => {
  const id = 'faqItem-support-level';
  const question = localized(id, 'question').en;

  function withAnswer(dataset: string, text: string): string {
    return dataset
      .split('\n')
      .map((line) => {
        if (!line.trim()) return line;
        const document = JSON.parse(line) as SeedDocument & { answer: Record<Locale, unknown> };
        if (document._id !== id) return line;
        document.answer.en = [
          {
            _type: 'block',
            _key: 'edited',
            style: 'normal',
            markDefs: [],
            children: [{ _type: 'span', _key: 'edited-span', text, marks: [] }],
          },
        ];
        return JSON.stringify(document);
      })
      .join('\n');
  }

  const webhookBody = JSON.stringify({ _type: 'faqItem', _id: id });

  function postWebhook(request: APIRequestContext, signature?: string) {
    return request.post('/api/revalidate', {
      data: webhookBody,
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'sanity-webhook-signature': signature } : {}),
      },
    });
  }

  /**
   * Swaps the dataset in one step. Written in place, it would be empty or half written for a
   * moment, and a page that another test renders then would find no site settings and fail.
   */
  async function replaceDataset(text: string) {
    const next = `${E2E_CONTENT_DATASET}.${randomUUID()}.tmp`;
    await writeFile(next, text);
    await rename(next, E2E_CONTENT_DATASET);
  }

  async function expectAnswer(page: Page, text: string) {
    await page.goto('/en/faq');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: question }).click();
    await expect(page.getByRole('region', { name: question })).toContainText(text, {
      timeout: 2_000,
    });
  }

  test('a signed webhook shows an edit; unsigned or wrongly signed ones change nothing', async ({
    page,
    request,
  }) => {
    // Five page loads and three rebuilds of the FAQ: more than the default budget on a busy machine.
    test.slow();
    const original = await readFile(E2E_CONTENT_DATASET, 'utf8');
    const oldText = (field(id, 'answer.en.0.children.0.text') as string).slice(0, 60);
    const newText = `Edited during an end-to-end test ${randomUUID()}.`;
    try {
      await replaceDataset(withAnswer(original, newText));
      await expectAnswer(page, oldText);

      expect((await postWebhook(request)).status()).toBe(401);
      const forged = signWebhook(webhookBody, 'not-the-secret');
      expect((await postWebhook(request, forged)).status()).toBe(401);
      await expectAnswer(page, oldText);

      const response = await postWebhook(request, signWebhook(webhookBody, E2E_REVALIDATE_SECRET));
      expect(response.status()).toBe(200);
      expect(await response.json()).toEqual({ revalidated: ['faqItem'] });
      await expect(() => expectAnswer(page, newText)).toPass({ timeout: 15_000 });
    } finally {
      // Other tests read the FAQ: put the content back and let the pages pick it up again.
      await replaceDataset(original);
      const restored = await postWebhook(request, signWebhook(webhookBody, E2E_REVALIDATE_SECRET));
      expect(restored.status()).toBe(200);
    }
    await expect(() => expectAnswer(page, oldText)).toPass({ timeout: 15_000 });
  });
});
