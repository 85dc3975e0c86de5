import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { normalizeEmail } from '../lib/model/email';
import en from '../lib/i18n/messages/en.json' with { type: 'json' };
import { expect, test } from './support/fixtures';
import { storedLeads } from './support/leads';
import { actionFields, renderedForm } from './support/no-js-form';
import { E2E_CLIENT_HEADER, E2E_MAIL_DIR } from './support/server';

// An attacker's run against the production server, without a browser: the contact form posted as
// a script would post it, from a new address each time, to make the site mail someone else.

async function allMail(): Promise<ParsedMail[]> {
  const files = await readdir(E2E_MAIL_DIR).catch(() => []);
  return Promise.all(
    files.map(async (file) => simpleParser(await readFile(path.join(E2E_MAIL_DIR, file)))),
  );
}

const recipients = (mail: ParsedMail) =>
  [mail.to]
    .flat()
    .flatMap((to) => to?.value.map(({ address }) => address?.toLowerCase() ?? '') ?? []);

test('eight spellings of one mailbox get it three e-mails at most, with nothing the attacker typed in a subject', async ({
  playwright,
  baseURL,
}) => {
  // Eight posts and eight deliveries through the outbox: a busy machine takes over 30 s for them.
  test.slow();
  const mailbox = `victim${randomUUID().slice(0, 8)}`;
  const spellings = [
    `${mailbox}@gmail.com`,
    `${mailbox.toUpperCase()}@gmail.com`,
    `${mailbox}+1@gmail.com`,
    `${mailbox.slice(0, 3)}.${mailbox.slice(3)}@gmail.com`,
    `${mailbox}@googlemail.com`,
    `Buy-now-at-evil.example<${mailbox}@gmail.com>`,
    `${mailbox}@gmail.com(1)`,
    `"${mailbox}"@gmail.com`,
  ];
  const request = await playwright.request.newContext({ baseURL });
  const hidden = await actionFields(request, '/en/contact');
  const answers = [];
  for (const email of spellings) {
    const response = await request.post('/en/contact', {
      multipart: {
        ...hidden,
        locale: 'en',
        firstName: 'Cheap pills at evil.example',
        lastName: 'Click here',
        email,
        companyName: 'evil.example',
        companySize: '1-10',
        message: 'Buy now at evil.example',
      },
      headers: { [E2E_CLIENT_HEADER]: `attacker-${randomUUID()}`, origin: baseURL! },
      maxRedirects: 0,
    });
    answers.push(renderedForm(await response.text()));
  }
  await request.dispose();

  // The five bare spellings are taken; the three with a name, a comment or quotes are refused.
  expect(answers.map((answer) => answer.successTitle !== undefined)).toEqual([
    true,
    true,
    true,
    true,
    true,
    false,
    false,
    false,
  ]);
  for (const answer of answers.slice(5)) {
    expect(answer.fieldErrors).toEqual([
      { id: 'contact-email', text: en.forms.errors.emailInvalid },
    ]);
  }
  const ofMailbox = (address: string) => normalizeEmail(address) === `${mailbox}@gmail.com`;
  const stored = (await storedLeads()).contact_submissions.filter((row) =>
    ofMailbox(String(row.email)),
  );
  expect(stored).toHaveLength(5);

  // Sales hear of all five; the mailbox gets three confirmations, none saying what was typed.
  const about = async () =>
    (await allMail()).filter((mail) =>
      [...recipients(mail), mail.replyTo?.text ?? ''].some(ofMailbox),
    );
  await expect.poll(async () => (await about()).length, { timeout: 60_000 }).toBe(8);
  const mails = await about();
  const toMailbox = mails.filter((mail) => recipients(mail).some(ofMailbox));
  expect(toMailbox).toHaveLength(3);
  for (const mail of toMailbox) {
    expect(mail.subject).toBe('We have your message');
    expect(mail.from?.text).not.toMatch(/evil|pills|Click/);
  }
});
