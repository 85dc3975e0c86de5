import { beforeAll, describe, expect, it } from 'vitest';
import { resultToken } from '@/lib/assessment/link/token';
import { assessmentContactRow, assessmentResultRow, type OutboxPayloadOf } from '@/lib/leads/rows';
import {
  monthsAfter,
  salesNotification,
  visitorMessage,
  type MailContext,
} from '@/lib/mail/compose';
import { mailContext } from '@/lib/mail/context';
import type { BenchmarkGroup } from '@/lib/model';
import { pdfText } from '../assessment/pdf-text';
import { anAssessmentContactLead, anAssessmentResultLead } from '../support/lead-fixtures';

const SECRET = 'a secret of the tests, 32 characters long';
const sales = {
  from: 'Lumen <hello@lumen.example>',
  salesTo: ['sales@lumen.example'],
  siteUrl: 'https://lumen.example',
  resultToken: (id: string) => resultToken(id, SECRET),
};

/** 40 companies of the fixture's size (201-500) and 200 in all, half of each below 53 points. */
const BENCHMARK: BenchmarkGroup[] = (
  [
    ['all', 200],
    ['201-500', 40],
  ] as const
).map(([group, members]) => ({
  group,
  members,
  scores: { total: { 30: members / 2, 70: members / 2 } },
}));

/** A French result typed at the end under another address than the details left before. */
function resultUnderAnotherAddress(): OutboxPayloadOf<'assessment_results'> {
  const created_at = '2026-05-31T10:30:00.000Z';
  const contact = anAssessmentContactLead({ locale: 'fr', firstName: 'Émilie' });
  const lead = anAssessmentResultLead({
    locale: 'fr',
    email: 'autre.adresse@example.net',
    contactId: contact.id,
  });
  return {
    table: 'assessment_results',
    lead: { ...assessmentResultRow(lead), created_at },
    contact: { ...assessmentContactRow(contact), created_at },
  };
}

describe('the date of the retake', () => {
  it('is six months on, the month’s last day when the day does not exist', () => {
    expect(monthsAfter('2026-05-31T10:30:00.000Z', 6).toISOString()).toBe(
      '2026-11-30T10:30:00.000Z',
    );
    expect(monthsAfter('2026-08-31T00:00:00.000Z', 6).toISOString()).toBe(
      '2027-02-28T00:00:00.000Z',
    );
    expect(monthsAfter('2026-01-15T08:00:00.000Z', 6).toISOString()).toBe(
      '2026-07-15T08:00:00.000Z',
    );
  });
});

describe('the results e-mail and the sales notice of a completed assessment', () => {
  let withCounts: MailContext;
  let withoutCounts: MailContext;

  beforeAll(async () => {
    [withCounts, withoutCounts] = await Promise.all([
      mailContext(sales, async () => BENCHMARK),
      mailContext(sales, async () => null),
    ]);
  });

  it('greets the lead by name, links the results and invites a retake six months on', async () => {
    const payload = resultUnderAnotherAddress();
    const mail = await visitorMessage(payload, withCounts);
    const link = `https://lumen.example/fr/results/${resultToken(payload.lead.id, SECRET)}`;

    expect(mail.to).toBe('autre.adresse@example.net');
    expect(mail.text).toMatch(/^Bonjour Émilie,/m);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('href="https://lumen.example/fr/assessment-info"');
    expect(mail.text).toContain('à partir du 30 novembre 2026');
    expect(mail.text).toContain(
      'Vous devancez environ 50\u00a0% des entreprises de 201 à 500 salariés ayant réalisé l’évaluation (au moins 40).',
    );
    expect(mail.text).toContain(
      'Vous devancez environ 50\u00a0% des entreprises ayant réalisé l’évaluation (au moins 200).',
    );
    // The attached report compares too.
    const pdf = pdfText(mail.attachments?.[0]?.content as Uint8Array).replace(/\s+/g, ' ');
    expect(pdf).toContain('Où vous situez-vous');
  });

  it('leaves the comparison out when the database gave no counts, and nothing else', async () => {
    const mail = await visitorMessage(resultUnderAnotherAddress(), withoutCounts);
    expect(mail.text).not.toContain('Vous devancez');
    expect(mail.text).toMatch(/^Bonjour Émilie,/m);
    expect(mail.text).toContain('Voir mes résultats en ligne');
  });

  it('names the person and the company to sales, whatever address was typed at the end', async () => {
    const payload = resultUnderAnotherAddress();
    const notice = await salesNotification(payload, sales);
    expect(notice.subject).toBe(
      `Assessment completed: Émilie du Châtelet, ${payload.contact!.company_name}`,
    );
    expect(notice.replyTo).toBe('autre.adresse@example.net');
    expect(notice.text).toContain('First name: Émilie');
  });
});
