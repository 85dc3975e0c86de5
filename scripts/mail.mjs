// npm run mail
// The e-mail the site wrote to its folder (MAIL_OUTBOX_DIR, .data/mail) when no SMTP server is
// set, newest first: when, to whom, and the subject. Open a file in any mail client to read it.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

if (existsSync('.env.local')) process.loadEnvFile('.env.local');
const dir = process.env.MAIL_OUTBOX_DIR?.trim() || '.data/mail';

const files = existsSync(dir)
  ? (await readdir(dir))
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .reverse()
  : [];
if (files.length === 0) console.log(`No e-mail in ${dir}.`);
for (const file of files) {
  const mail = await simpleParser(await readFile(path.join(dir, file)));
  const to = [mail.to]
    .flat()
    .map((address) => address?.text)
    .join(', ');
  console.log(`${mail.date?.toISOString() ?? '?'}  ${to}  ${mail.subject ?? '(no subject)'}`);
  console.log(`  ${path.join(dir, file)}`);
}
