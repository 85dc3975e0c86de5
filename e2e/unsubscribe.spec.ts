import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { readEmbeddedCopy } from '../lib/database/embedded-copy';
import { expectNoViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { fillContactForm } from './support/leads';
import { E2E_LEADS_DIR, E2E_MAIL_DIR } from './support/server';

/** The messages the server wrote to its mail folder to `email`, oldest first. */
async function mailTo(email: string): Promise<ParsedMail[]> {
  const files = (await readdir(E2E_MAIL_DIR).catch(() => [])).sort();
  const mails = await Promise.all(
    files.map(async (file) => simpleParser(await readFile(path.join(E2E_MAIL_DIR, file)))),
  );
  return mails.filter((mail) => [mail.to].flat().some((to) => to?.text.includes(email)));
}

/** A header as the message carries it: mailparser reshapes the List-* headers. */
function rawHeader(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find(({ key }) => key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
}

/** Why the site e-mails the mailbox no more, as the database holds it; null while it may. */
function suppressionOf(email: string): Promise<string | null> {
  const hash = createHash('sha256').update(email.toLowerCase()).digest('hex');
  return readEmbeddedCopy(E2E_LEADS_DIR, async (db) => {
    const { rows } = await db.query<{ reason: string }>(
      'select reason from private.suppressed_mailboxes where mailbox_hash = $1',
      [hash],
    );
    return rows[0]?.reason ?? null;
  });
}

test('a visitor unsubscribes from the foot of the e-mail, by keyboard, and gets no more e-mail', async ({
  page,
}) => {
  // Two messages sent and their e-mails awaited: more than a busy machine does in 30 s.
  test.setTimeout(90_000);
  const email = `unsubscribe-${Date.now()}@example.com`;
  await fillContactForm(page, email);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect.poll(async () => (await mailTo(email)).length, { timeout: 20_000 }).toBe(1);
  const [mail] = await mailTo(email);
  expect(rawHeader(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const token = /\/api\/unsubscribe\/([A-Za-z0-9_.-]+)>$/.exec(
    rawHeader(mail!, 'List-Unsubscribe') ?? '',
  )?.[1];
  expect(token).toBeDefined();
  const footerLink = new URL(/https?:\/\/\S+\/en\/unsubscribe\/\S+/.exec(mail!.text ?? '')![0]);
  expect(footerLink.pathname).toBe(`/en/unsubscribe/${token}`);

  // Opening the page, as a mail scanner would, records nothing.
  await page.goto(footerLink.pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'strict-origin');
  expect(await suppressionOf(email)).toBeNull();
  await expectNoViolations(page, 'the unsubscribe page');

  const button = page.getByRole('button', { name: 'Unsubscribe' });
  await button.focus();
  await page.keyboard.press('Enter');
  const outcome = page.getByRole('heading', { name: 'You are unsubscribed' });
  await expect(outcome).toBeFocused();
  await expect(page.getByRole('status')).toContainText('We will send this address no more');
  expect(await suppressionOf(email)).toBe('objection');
  await expectNoViolations(page, 'the unsubscribe page, done');

  // In French, again: already done.
  await page.goto(`/fr/unsubscribe/${token}`);
  await page.getByRole('button', { name: 'Me désinscrire' }).click();
  await expect(
    page.getByRole('heading', { name: 'Cette adresse était déjà désinscrite' }),
  ).toBeFocused();

  // A new message from the same address: sales hear of it, marked; the visitor gets nothing.
  await fillContactForm(page, email);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for reaching out!' })).toBeVisible();
  await expect
    .poll(
      async () => {
        const files = await readdir(E2E_MAIL_DIR);
        const mails = await Promise.all(
          files.map(async (file) => simpleParser(await readFile(path.join(E2E_MAIL_DIR, file)))),
        );
        return mails.filter(
          (other) =>
            other.replyTo?.text === email && other.subject?.startsWith('[Do not prospect]'),
        ).length;
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  expect(await mailTo(email)).toHaveLength(1);
});

test('a mail program’s one-click POST unsubscribes, with no redirect; a forged token changes nothing', async ({
  page,
  request,
}) => {
  const email = `one-click-${Date.now()}@example.com`;
  await fillContactForm(page, email);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect.poll(async () => (await mailTo(email)).length, { timeout: 20_000 }).toBe(1);
  const [mail] = await mailTo(email);
  const url = new URL(/^<([^>]+)>$/.exec(rawHeader(mail!, 'List-Unsubscribe') ?? '')![1]!);
  const token = url.pathname.split('/').at(-1)!;
  const [mailbox, signature] = token.split('.') as [string, string];
  const forged = `${mailbox}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;

  const refused = await request.post(`/api/unsubscribe/${forged}`, {
    form: { 'List-Unsubscribe': 'One-Click' },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(404);
  expect(await suppressionOf(email)).toBeNull();

  const answered = await request.post(url.pathname, {
    form: { 'List-Unsubscribe': 'One-Click' },
    maxRedirects: 0,
  });
  expect(answered.status()).toBe(200);
  expect(answered.headers()['location']).toBeUndefined();
  expect(await suppressionOf(email)).toBe('objection');
});

test('the page’s button unsubscribes without JavaScript too', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `no-script-${Date.now()}@example.com`;
  await fillContactForm(page, email);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect.poll(async () => (await mailTo(email)).length, { timeout: 20_000 }).toBe(1);
  const [mail] = await mailTo(email);
  const footerLink = new URL(/https?:\/\/\S+\/en\/unsubscribe\/\S+/.exec(mail!.text ?? '')![0]);

  const withoutScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const plain = await withoutScript.newPage();
  await plain.goto(footerLink.pathname);
  await plain.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(plain.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await withoutScript.close();
  expect(await suppressionOf(email)).toBe('objection');
});
