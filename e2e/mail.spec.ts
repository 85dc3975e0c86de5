import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expect, test } from './support/fixtures';
import { fillContactForm } from './support/leads';
import { E2E_MAIL_DIR } from './support/server';

/** The messages the server wrote to its mail folder that concern `email`. */
async function mailAbout(email: string): Promise<ParsedMail[]> {
  const files = await readdir(E2E_MAIL_DIR).catch(() => []);
  const mails = await Promise.all(
    files.map(async (file) => simpleParser(await readFile(path.join(E2E_MAIL_DIR, file)))),
  );
  return mails.filter(
    (mail) =>
      (mail.to && [mail.to].flat().some((to) => to.text.includes(email))) ||
      mail.replyTo?.text === email,
  );
}

test('a contact message reaches the sales team and the visitor by e-mail, right after the answer', async ({
  page,
}) => {
  const email = `mail-${Date.now()}@example.com`;
  await fillContactForm(page, email);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for reaching out!' })).toBeVisible();

  await expect.poll(async () => (await mailAbout(email)).length, { timeout: 20_000 }).toBe(2);
  const mails = await mailAbout(email);
  const sales = mails.find((mail) => mail.replyTo?.text === email);
  // The desk ranks a request to be called back as B (see lib/settings/weights.ts).
  expect(sales?.subject).toBe('[B] New contact message: Grace Hopper, Compilers Inc.');
  expect(sales?.text).toContain('Message: Please call me back.');
  const visitor = mails.find((mail) => mail !== sales);
  // Nobody proved the address: nothing the visitor typed reaches it, not even the name.
  expect(visitor?.subject).toBe('We have your message');
  expect(visitor?.text).toContain('Hello,');
  expect(visitor?.text).not.toMatch(/Grace|Hopper|Compilers|call me back/);
});
