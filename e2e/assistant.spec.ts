import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoViolations } from './support/axe';
import { messages } from './support/content';
import { readEmbeddedCopy } from '@/lib/database/embedded-copy';
import { decodeHtml } from './support/no-js-form';
import { localized } from './support/seed';
import { E2E_LEADS_DIR } from './support/server';

// The retrieval-only server: answers are the cited pages' excerpts, labelled as such.

const texts = (path: string) => localized('siteSettings', `assistant.${path}`);
const launcher = texts('launcherLabel');
const title = texts('title');
const disclosure = texts('disclosure');
const passagesLabel = texts('passagesLabel');
const question = texts('question');

/** A string only the panel's chunk holds: the address it posts questions to. */
const PANEL_CODE = '/api/assistant';

/** The scripts the page has received so far, read as they arrive. */
function scriptsOf(page: Page): Promise<string>[] {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.text().catch(() => ''));
    }
  });
  return scripts;
}

/** Content-Security-Policy violations the page reports. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { policyViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations);
}

/** What the server under test has counted, read from its database as the owner. */
function counted<T>(sql: string, params: unknown[]): Promise<T[]> {
  return readEmbeddedCopy(E2E_LEADS_DIR, async (db) => (await db.query<T>(sql, params)).rows);
}

/** The thumbs up counted today for `page`. */
async function upVotes(page: string): Promise<number> {
  const [row] = await counted<{ count: number }>(
    `select coalesce(sum(count), 0)::int as count from private.assistant_votes
     where day = (now() at time zone 'UTC')::date and page = $1 and vote = 'up'`,
    [page],
  );
  return row?.count ?? 0;
}

test.describe('the site assistant', () => {
  test('opens by keyboard, loads its code only then, and answers a French question from French pages', async ({
    page,
  }) => {
    const violations = await watchPolicy(page);
    const scripts = scriptsOf(page);
    await page.goto('/fr/faq');
    const button = page.getByRole('banner').getByRole('button', { name: launcher.fr });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await page.waitForLoadState('networkidle');
    expect((await Promise.all(scripts)).some((code) => code.includes(PANEL_CODE))).toBe(false);

    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: title.fr });
    await expect(dialog).toBeVisible();
    expect((await Promise.all(scripts)).some((code) => code.includes(PANEL_CODE))).toBe(true);
    // The notice that an AI answers is there before anything is asked, and read with the field.
    await expect(dialog.getByText(disclosure.fr)).toBeVisible();
    const field = dialog.getByRole('textbox', { name: question.fr });
    await expect(field).toBeFocused();
    await expect(field).toHaveAccessibleDescription(disclosure.fr);
    await expect(field).toHaveAttribute('maxlength', '500');

    // Escape closes it, focus goes back to the launcher, and Space opens it again.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    await expect(dialog).toBeVisible();
    await expectNoViolations(page, 'the open assistant');

    await field.fill('Pouvez-vous nous aider avec des retards de livraison ?');
    await page.keyboard.press('Enter');
    const answer = dialog.getByRole('listitem').filter({ hasText: passagesLabel.fr });
    await expect(answer).toBeVisible();
    await expect(dialog.getByRole('status')).toContainText(passagesLabel.fr);
    // The [n] markers in the text and the list of cited pages.
    const links = answer.locator('p a, ol a');
    expect(await links.count()).toBeGreaterThan(1);
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/fr\//);
    }
    await expect(answer.getByRole('link', { name: texts('writeLabel').fr })).toBeVisible();
    // Excerpts, not a model's writing: not marked as AI-generated.
    await expect(dialog.locator('[data-ai-generated]')).toHaveCount(0);
    await expectNoViolations(page, 'an answer in the assistant');

    // Closed and opened again, the conversation is still there.
    await dialog.getByRole('button', { name: messages.fr.assistant.close }).click();
    await button.click();
    await expect(answer).toBeVisible();
    // Opened again as soon as it closes, before the browser's close event, which comes a task
    // later: it stays open.
    await button.evaluate(async (opener) => {
      document.querySelector<HTMLDialogElement>('dialog[open]')?.close();
      await Promise.resolve();
      (opener as HTMLButtonElement).click();
    });
    await expect(dialog).toBeVisible();
    await expect(answer).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('keeps a question that failed in the field, then hands it to the contact form', async ({
    page,
  }) => {
    const asked = 'How long does an AI project take?';
    await page.route('**/api/assistant', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/en/use-cases/logistics');
    await page.getByRole('banner').getByRole('button', { name: launcher.en }).click();
    const dialog = page.getByRole('dialog', { name: title.en });
    const field = dialog.getByRole('textbox', { name: question.en });
    await field.fill(asked);
    await dialog.getByRole('button', { name: messages.en.assistant.send }).click();
    await expect(dialog.getByRole('alert')).toHaveText(messages.en.assistant.errors.server);
    await expect(field).toHaveValue(asked);

    await page.unroute('**/api/assistant');
    await dialog.getByRole('button', { name: messages.en.assistant.retry }).click();
    await expect(dialog.getByRole('alert')).toBeHidden();
    await expect(dialog.getByRole('listitem').filter({ hasText: asked })).toHaveCount(1);
    await dialog.getByRole('link', { name: texts('writeLabel').en }).click();

    await expect(page).toHaveURL(/\/en\/contact#contact-form$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('textbox', { name: /^Message/ })).toHaveValue(asked);
  });

  test('offers pages that may help, apart from an answer, when none answers with confidence', async ({
    page,
    request,
  }) => {
    // Each word of it is on a page, and no passage holds enough of them to be cited.
    const asked = 'Do you audit the contracts, sensors and invoices of our recruiters?';
    const related = texts('related');
    await page.goto('/en/faq');
    await page.getByRole('banner').getByRole('button', { name: launcher.en }).click();
    const dialog = page.getByRole('dialog', { name: title.en });
    await dialog.getByRole('textbox', { name: question.en }).fill(asked);
    await page.keyboard.press('Enter');
    const answer = dialog.getByRole('listitem').filter({ hasText: related.en }).first();
    await expect(answer).toBeVisible();
    await expect(dialog.getByRole('status')).toContainText(related.en);
    // A plain list of links by the pages' titles, none of them a citation, no sources heading.
    const offered = answer.getByRole('list').first().getByRole('link');
    expect(await offered.count()).toBeGreaterThan(0);
    expect(await offered.count()).toBeLessThanOrEqual(3);
    for (const link of await offered.all()) {
      await expect(link).toHaveAttribute('data-related', '');
      await expect(link).toHaveAttribute('href', /^\/en\//);
      await expect(link).not.toHaveAccessibleName('');
    }
    await expect(answer.locator('[data-citation]')).toHaveCount(0);
    await expect(answer).not.toContainText(texts('sourcesHeading').en);
    await expect(answer).not.toContainText(passagesLabel.en);
    await expect(answer.getByRole('link', { name: texts('writeLabel').en })).toBeVisible();
    await expectNoViolations(page, 'pages that may help in the assistant');

    // Without JavaScript, the same pages, marked the same way.
    const html = decodeHtml(
      await (await request.get(`/en/assistant?q=${encodeURIComponent(asked)}`)).text(),
    );
    expect(html).toContain(related.en);
    expect(html).toContain('data-related');
    expect(html).not.toContain('data-citation');
  });

  test('answers without JavaScript on its own page, with links to the cited pages', async ({
    request,
  }) => {
    // Every page's launcher leads there.
    const faq = await (await request.get('/fr/faq')).text();
    expect(faq).toMatch(/<a href="\/fr\/assistant"[^>]*>/);

    const asked = 'Combien de temps faut-il pour mettre en place une solution d’IA ?';
    const response = await request.get(`/fr/assistant?q=${encodeURIComponent(asked)}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['referrer-policy']).toBe('strict-origin');
    const html = decodeHtml(await response.text());
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"\/>/);
    expect(html).toContain(`<title>${texts('pageTitle').fr}`);
    expect(html).toContain(disclosure.fr);
    expect(html).toContain(passagesLabel.fr);
    expect(html).toContain('href="/fr/faq#implementation-time"');
    expect(html).toContain(`value="${asked}"`);

    // The vote is a form: the server counts it and sends the visitor back, saying so.
    expect(html).toContain('action="/api/assistant/feedback"');
    const voted = await request.post('/api/assistant/feedback', {
      form: { locale: 'fr', vote: 'down', page: '/fr/faq#implementation-time' },
      maxRedirects: 0,
    });
    expect(voted.status()).toBe(303);
    expect(voted.headers().location).toBe('/fr/assistant?voted=counted');
    const thanks = decodeHtml(await (await request.get('/fr/assistant?voted=counted')).text());
    expect(thanks).toContain(messages.fr.assistant.feedback.thanks);

    // A question longer than the field allows is cut, not refused.
    const long = await request.get(`/en/assistant?q=${'a'.repeat(600)}`);
    expect(long.status()).toBe(200);
    expect(await long.text()).toContain(`value="${'a'.repeat(500)}"`);
  });

  test('takes one vote per answer, counted for its cited pages, and counts a declined question without the visitor', async ({
    page,
  }) => {
    const words = messages.en.assistant.feedback;
    await page.goto('/en/faq');
    await page.getByRole('banner').getByRole('button', { name: launcher.en }).click();
    const dialog = page.getByRole('dialog', { name: title.en });
    const field = dialog.getByRole('textbox', { name: question.en });
    await field.fill('How do you organize our data and respect the GDPR?');
    await page.keyboard.press('Enter');
    const answer = dialog.getByRole('listitem').filter({ hasText: passagesLabel.en });
    const vote = answer.getByRole('group', { name: words.question });
    await expect(vote).toBeVisible();
    const cited = await answer
      .locator('ol a')
      .evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''));
    expect(cited.length).toBeGreaterThan(0);
    const before = await Promise.all(cited.map(upVotes));

    const up = vote.getByRole('button', { name: words.up });
    const down = vote.getByRole('button', { name: words.down });
    await expect(up).toHaveAttribute('aria-pressed', 'false');
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(vote).toContainText(words.thanks);
    await expect(up).toHaveAttribute('aria-pressed', 'true');
    // One vote per answer: the other thumb no longer counts.
    await expect(down).toHaveAttribute('aria-disabled', 'true');
    await down.press('Enter');
    await expect(down).toHaveAttribute('aria-pressed', 'false');
    await expectNoViolations(page, 'an answer with its vote');
    await expect
      .poll(() => Promise.all(cited.map(upVotes)))
      .toEqual(before.map((count) => count + 1));

    // A question no page answers is counted once the answer is sent, redacted.
    const unknown = `quokka${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')
      .slice(0, 8)}`;
    await field.fill(`Who sells ${unknown} ferries, asks grace@example.com?`);
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('listitem').getByText(texts('declined').en)).toBeVisible();
    await expect
      .poll(() =>
        counted<{ question: string; count: number }>(
          `select question, count::int as count from private.assistant_gaps
           where question like '%' || $1 || '%'`,
          [unknown],
        ),
      )
      .toEqual([{ question: `who sells ${unknown} ferries, asks [e-mail]`, count: 1 }]);
  });
});
