import { beforeAll, describe, expect, it } from 'vitest';
import { resultLinks } from '@/lib/assessment/link/token';
import {
  assessmentContactRow,
  assessmentResultRow,
  type OutboxPayloadOf,
  type StandingsRow,
} from '@/lib/leads/rows';
import {
  confirmationMessage,
  monthsAfter,
  salesNotification,
  visitorMessage,
  type MailContext,
} from '@/lib/mail/compose';
import { mailContext } from '@/lib/mail/context';
import { pdfText } from '../assessment/pdf-text';
import {
  anAssessmentContactLead,
  anAssessmentResultLead,
  TEST_LINK_SECRET,
} from '../support/lead-fixtures';

const sales = {
  from: 'Lumen <hello@lumen.example>',
  salesTo: ['sales@lumen.example'],
  siteUrl: 'https://lumen.example',
  resultLinks: (id: string, nonce: string) => resultLinks(id, nonce, TEST_LINK_SECRET),
};

/** Where the database said the result stands: at least 40 of its size, 200 in all, half below. */
const STANDINGS: StandingsRow = [
  { group: '201-500', members: 40, total: 50, categories: {} },
  { group: 'all', members: 200, total: 50, categories: {} },
];

/** A French result typed at the end under another address than the details left before. */
function resultUnderAnotherAddress(
  standings: StandingsRow | null = STANDINGS,
): OutboxPayloadOf<'assessment_results'> {
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
    objected: false,
    previous: null,
    standings,
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
  let context: MailContext;

  beforeAll(async () => {
    context = await mailContext(sales);
  });

  it('greets the lead by name, links the owner’s results and invites a retake six months on', async () => {
    const payload = resultUnderAnotherAddress();
    const mail = await visitorMessage(payload, context);
    const { owner } = resultLinks(payload.lead.id, payload.lead.link_nonce, TEST_LINK_SECRET);
    const link = `https://lumen.example/fr/results/${owner}`;

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
    const mail = await visitorMessage(resultUnderAnotherAddress(null), context);
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

describe('the confirmation e-mail of an unproven address', () => {
  it('carries the confirmation link and the date, and nothing anyone typed', async () => {
    const payload = resultUnderAnotherAddress();
    payload.contact = {
      ...payload.contact!,
      first_name: 'Your parcel is held call us today',
      last_name: 'URGENT pay at https://pay-lumen.example/now',
      company_name: 'Account locked: call +1 202 555 0143',
    };
    const mail = await confirmationMessage(payload, await mailContext(sales));
    const { confirm, owner, visitor } = resultLinks(
      payload.lead.id,
      payload.lead.link_nonce,
      TEST_LINK_SECRET,
    );
    expect(mail.to).toBe('autre.adresse@example.net');
    expect(mail.html).toContain(`href="https://lumen.example/fr/confirm/${confirm}"`);
    expect(mail.text).toContain('31 mai 2026');
    expect(mail.attachments ?? []).toEqual([]);
    for (const typed of ['parcel', 'pay-lumen', '555', 'Émilie', 'Châtelet', owner, visitor]) {
      expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain(typed);
    }
  });
});
