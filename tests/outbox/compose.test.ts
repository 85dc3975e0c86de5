import { describe, expect, it } from 'vitest';
import { assessmentContactRow, assessmentResultRow } from '@/lib/database/rows';
import {
  fromAs,
  greetingLine,
  messageIdFor,
  salesNotification,
  subjectLine,
} from '@/lib/mail/compose';
import { anAssessmentContactLead, anAssessmentResultLead } from '../support/lead-fixtures';

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

  it('keeps a subject’s French no-break spaces, and folds its line breaks', () => {
    expect(
      subjectLine('{level}\u00a0: les résultats\r\nde votre évaluation', { level: 'Niveau élevé' }),
    ).toBe('Niveau élevé\u00a0: les résultats de votre évaluation');
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

describe('the sales team’s notice', () => {
  it('writes percentages the English way, whatever the lead’s language', async () => {
    const contact = anAssessmentContactLead({ locale: 'fr' });
    const lead = anAssessmentResultLead({ locale: 'fr', email: contact.email });
    const created_at = '2025-11-20T10:30:00.000Z';
    const notice = await salesNotification(
      {
        table: 'assessment_results',
        lead: { ...assessmentResultRow(lead), created_at },
        contact: { ...assessmentContactRow(contact), created_at },
      },
      {
        from: 'Lumen <hello@lumen.example>',
        salesTo: ['sales@lumen.example'],
        siteUrl: 'https://lumen.example',
        resultLinks: (id, nonce) => ({
          visitor: `page-of-${id}-${nonce}`,
          owner: `owner-of-${id}`,
          confirm: `confirm-of-${id}`,
        }),
      },
    );
    expect(notice.text).toContain('Language: French');
    // The consultant opens what the lead saw, in the lead's language.
    expect(notice.text).toContain(
      `https://lumen.example/fr/results/page-of-${lead.id}-${lead.linkNonce}`,
    );
    // Sales learn whether the mailbox's owner confirmed it, never the owner's own link.
    expect(notice.text).toContain('Mailbox: not confirmed yet');
    expect(notice.text).not.toContain(`owner-of-${lead.id}`);
    expect(notice.text).toContain('Result: 53 of 80 points (66.25%), Moderate');
    expect(notice.text).toContain('Leadership & Strategic Alignment: 14 of 16 (87.5%), High');
    expect(notice.text).not.toMatch(/\d [%]/);
  });
});
