import { describe, expect, it } from 'vitest';
import { fromAs, greetingLine, messageIdFor, subjectLine } from '@/lib/mail/compose';

describe('what a visitor’s e-mail says of the visitor', () => {
  it.each([
    ['Hello {firstName},', 'Grace', 'Hello Grace,'],
    ['Bonjour {firstName},', 'Émilie', 'Bonjour Émilie,'],
    ['Bonjour {firstName},', 'Jean-Pierre O’Neil', 'Bonjour Jean-Pierre O’Neil,'],
    ['Bonjour {firstName},', 'J.-P.', 'Bonjour J.-P.,'],
    ['Bonjour {firstName},', '', 'Bonjour,'],
    ['Hello {firstName},', 'Cheap pills at evil.example', 'Hello,'],
    ['Hello {firstName},', 'Visit https://evil.example', 'Hello,'],
    ['Hello {firstName},', 'x'.repeat(41), 'Hello,'],
    ['Hello {firstName},', 'Ada 2', 'Hello,'],
  ])('greets %j with the first name %j as %j', (text, firstName, greeting) => {
    expect(greetingLine(text, firstName)).toBe(greeting);
  });

  it('fills a subject with the site’s values only, dropping a visitor’s placeholder and its comma', () => {
    expect(
      subjectLine('{level} : les résultats de votre évaluation', { level: 'Niveau élevé' }),
    ).toBe('Niveau élevé : les résultats de votre évaluation');
    expect(subjectLine('We have your message, {firstName}', {})).toBe('We have your message');
    expect(subjectLine('{firstName}, nous avons bien reçu votre message', {})).toBe(
      'Nous avons bien reçu votre message',
    );
  });

  it('sends from the marketers’ sender name, with nothing that could break out of the header', () => {
    expect(fromAs('Lumen <hello@lumen.example>', 'Lumen "AI"\r\nBcc: x@example.com')).toBe(
      '"Lumen AIBcc: x@example.com" <hello@lumen.example>',
    );
  });

  it('gives each outbox message one Message-ID on the sender’s domain', () => {
    const id = '0b9f4c1e-8d0a-4f51-9a53-3b1f0e5a7c21';
    expect(messageIdFor(id, 'Lumen <hello@lumen.example>')).toBe(`<${id}@lumen.example>`);
    expect(messageIdFor(id, 'hello@lumen.example')).toBe(`<${id}@lumen.example>`);
  });
});
