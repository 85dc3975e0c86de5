import { describe, expect, it } from 'vitest';
import { asksForSomething, requestIn } from '@/lib/desk/intent';
import { HELD_OUT, TUNING, type Labelled } from './intent-messages';

/** The share of messages the rules label as a person would. */
function accuracy(messages: Labelled[]): number {
  const right = messages.filter(([message, asks]) => asksForSomething(message) === asks);
  return right.length / messages.length;
}

describe('a contact message that asks for something', () => {
  it.each([...TUNING.english, ...TUNING.french])('%s → %s (tuned on)', (message, asks) => {
    expect(asksForSomething(message)).toBe(asks);
  });

  // The held-out messages were never used to choose a rule: their score is what the rules are
  // worth on messages nobody tuned them to, and the floor was set before the first run.
  it.each([
    ['English', HELD_OUT.english],
    ['French', HELD_OUT.french],
  ] as const)('is told apart in %s messages the rules were not tuned on', (_, messages) => {
    expect(messages).toHaveLength(20);
    expect(accuracy(messages)).toBeGreaterThanOrEqual(0.8);
  });

  it('reads French without its accents and either language in any case', () => {
    for (const message of ['DÉLAI : fin juin', 'delai : fin juin', 'Délai : fin juin']) {
      expect(requestIn(message)).toBe('quote');
    }
    expect(requestIn('NOUS AVONS BESOIN D’AIDE')).toBe('help');
    expect(requestIn("Nous avons besoin d'aide")).toBe('help');
    expect(requestIn('CAN YOU CALL ME?')).toBe('call');
  });

  it('names what is asked: a call, a quote, or help', () => {
    expect(requestIn('Could we book a meeting next week?')).toBe('call');
    expect(requestIn('Pouvez-vous me rappeler ?')).toBe('call');
    expect(requestIn('Pourriez-vous nous envoyer un devis ?')).toBe('quote');
    expect(requestIn('What would it cost?')).toBe('quote');
    expect(requestIn('We need help with our data.')).toBe('help');
    expect(requestIn('Could you tell me more?')).toBe('help');
  });

  it('finds nothing asked in no message, a greeting, a thank-you or a test', () => {
    for (const message of [null, undefined, '', '   ', 'test', 'Bonjour', 'Thanks!', 'Merci !']) {
      expect(requestIn(message)).toBeNull();
    }
    // A thank-you that names a call asks for none; one that asks still does.
    expect(asksForSomething('Thanks for the call yesterday.')).toBe(false);
    expect(asksForSomething('Thanks! Could you send me a quote?')).toBe(true);
    expect(asksForSomething('Merci de me rappeler.')).toBe(true);
  });

  it('reads a word as a word, not a piece of another', () => {
    expect(asksForSomething('Your site is priceless')).toBe(false);
    expect(asksForSomething('Bookkeeping is our trade')).toBe(false);
  });
});
