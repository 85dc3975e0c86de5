import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  mailboxHash,
  mailboxOfToken,
  UNSUBSCRIBE_TOKEN_PATTERN,
  unsubscribeToken,
} from '@/lib/database/unsubscribe-token';

const SECRET = 'a secret of the tests, 32 characters long';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('the one-click unsubscribe token', () => {
  it('stands for the mailbox, as the database hashes it, in every spelling', () => {
    const token = unsubscribeToken('Ada.Lovelace+news@GoogleMail.com', SECRET);
    expect(token).toMatch(UNSUBSCRIBE_TOKEN_PATTERN);
    expect(unsubscribeToken('adalovelace@gmail.com', SECRET)).toBe(token);
    expect(mailboxOfToken(token, SECRET)).toBe(
      createHash('sha256').update('adalovelace@gmail.com').digest('hex'),
    );
    expect(mailboxHash('ADA.lovelace@gmail.com')).toBe(mailboxOfToken(token, SECRET));
  });

  it('names nobody in clear', () => {
    const token = unsubscribeToken('ada@example.com', SECRET);
    expect(token).not.toMatch(/ada|example/i);
    expect(Buffer.from(token.split('.')[0]!, 'base64url').toString('latin1')).not.toContain('@');
  });

  it('is refused under another secret, for another mailbox or in another purpose', () => {
    const token = unsubscribeToken('ada@example.com', SECRET);
    expect(mailboxOfToken(token, `${SECRET}!`)).toBeNull();
    const [, signature] = token.split('.');
    const other = unsubscribeToken('grace@example.com', SECRET).split('.')[0];
    expect(mailboxOfToken(`${other}.${signature}`, SECRET)).toBeNull();
    expect(mailboxOfToken('', SECRET)).toBeNull();
    expect(mailboxOfToken(`${token}x`, SECRET)).toBeNull();
    expect(mailboxOfToken(token.replace('.', '_'), SECRET)).toBeNull();
  });

  it('is refused with any one character changed', () => {
    const token = unsubscribeToken('ada@example.com', SECRET);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: token.length - 1 }),
        fc.constantFrom(...ALPHABET),
        (index, character) => {
          fc.pre(token[index] !== '.' && token[index] !== character);
          const altered = `${token.slice(0, index)}${character}${token.slice(index + 1)}`;
          expect(mailboxOfToken(altered, SECRET)).toBeNull();
        },
      ),
      { numRuns: 500 },
    );
  });
});
