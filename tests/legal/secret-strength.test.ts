import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SECRET_BITS, secretBits, secretProblem } from '@/lib/secret-strength';

// A secret is judged by how hard it is to guess, not by its length: random output passes, and
// what a person types to fill the field fails however long it is.

describe('secretProblem', () => {
  it.each([
    ['one character repeated', 'a'.repeat(64)],
    ['a word repeated', 'password'.repeat(8)],
    ['a short pattern repeated', 'Ab1!'.repeat(16)],
    ['a sequence', 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'],
    ['a sentence', 'e2e secret for links to results, 32+ characters'],
    ['another sentence', 'content lake suite: a secret for links to results'],
    ['words written together', 'ThisIsMyVeryLongAndSecretPasswordForTheSite2026'],
    ['a passphrase', 'correct horse battery staple purple monkey'],
    ['a webhook secret of repeated base64', `whsec_${'c2VjcmV0'.repeat(6)}`],
    ['a short random value', randomBytes(8).toString('base64')],
    ['nothing but its prefix', 'whsec_'],
  ])('refuses %s', (_, value) => {
    expect(secretBits(value)).toBeLessThan(SECRET_BITS);
    expect(secretProblem(value)).toMatch(
      /^is too easy to guess \(about \d+ bits of the 128 needed\): use the output of openssl rand -base64 32$/,
    );
  });

  it.each([
    ['openssl rand -base64 32', () => randomBytes(32).toString('base64')],
    ['openssl rand -hex 32', () => randomBytes(32).toString('hex')],
    ['32 random bytes in base64url', () => randomBytes(32).toString('base64url')],
    ['a Standard Webhooks secret of 32 bytes', () => `whsec_${randomBytes(32).toString('base64')}`],
  ])('takes %s, every time', (_, make) => {
    for (let draw = 0; draw < 300; draw++) {
      const value = make();
      expect(secretProblem(value), value).toBeUndefined();
    }
  });

  it('weighs the key of a Standard Webhooks secret, not its whsec_ prefix', () => {
    const key = randomBytes(32).toString('base64');
    expect(secretBits(`whsec_${key}`)).toBe(secretBits(key));
  });

  it('answers at once whatever length a setting has', () => {
    expect(secretProblem(randomBytes(64 * 1024).toString('base64'))).toBeUndefined();
  });
});
