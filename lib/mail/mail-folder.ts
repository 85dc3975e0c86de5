import { existsSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AddressObject } from 'mailparser';
import { normalizeEmail, storedEmail } from '@/lib/model/email';

/**
 * The .eml files in `dir` (MAIL_OUTBOX_DIR, where the site writes e-mail without an SMTP server)
 * sent to the mailbox of `address` or answering to it: the visitor's own e-mails (To) and the sales
 * team's notices of their leads (Reply-To), in every spelling of the address. Sorted by name,
 * which is the time they were written.
 */
export async function mailFilesOf(dir: string, address: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const files = (await readdir(dir)).filter((file) => file.endsWith('.eml')).sort();
  if (files.length === 0) return [];
  // A development tool's parser: loaded only where there is mail to read.
  const { simpleParser } = await import('mailparser');
  const mailbox = normalizeEmail(storedEmail(address));
  const matching: string[] = [];
  for (const file of files) {
    const mail = await simpleParser(await readFile(path.join(dir, file)), {
      skipHtmlToText: true,
      skipTextToHtml: true,
      skipImageLinks: true,
    });
    const recipients = [mail.to, mail.replyTo].flatMap(addressesOf);
    if (recipients.some((recipient) => normalizeEmail(storedEmail(recipient)) === mailbox)) {
      matching.push(path.join(dir, file));
    }
  }
  return matching;
}

function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  return [field ?? []]
    .flat()
    .flatMap((object) => object.value)
    .flatMap((entry) => [entry.address, ...(entry.group ?? []).map((member) => member.address)])
    .filter((value): value is string => Boolean(value));
}

/**
 * Deletes the .eml files in `dir` written more than `days` days ago, as the outbox forgets the
 * messages it sent; with `dryRun` only counts them. Answers how many.
 */
export async function forgetOldMailFiles(
  dir: string,
  days: number,
  { dryRun = false, now = Date.now() }: { dryRun?: boolean; now?: number } = {},
): Promise<number> {
  if (!existsSync(dir)) return 0;
  const cutoff = now - days * 24 * 60 * 60 * 1000;
  let forgotten = 0;
  for (const file of await readdir(dir)) {
    if (!file.endsWith('.eml')) continue;
    const where = path.join(dir, file);
    if ((await stat(where)).mtimeMs >= cutoff) continue;
    if (!dryRun) await rm(where, { force: true });
    forgotten += 1;
  }
  return forgotten;
}
