import { beforeAll, describe, expect, it } from 'vitest';
import { resultLinks } from '@/lib/database/link-token';
import { mailboxHash, mailboxOfToken, unsubscribeToken } from '@/lib/database/unsubscribe-token';
import {
  assessmentContactRow,
  assessmentResultRow,
  contactSubmissionRow,
  type OutboxPayloadOf,
  type StandingsRow,
} from '@/lib/database/rows';
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
  aContactLead,
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

describe('the foot of every e-mail to a visitor', () => {
  let context: MailContext;

  beforeAll(async () => {
    context = await mailContext(sales);
  });

  function contactPayload(locale: 'en' | 'fr'): OutboxPayloadOf<'contact_submissions'> {
    const lead = aContactLead({ locale, email: 'Ada.Lovelace+site@example.com' });
    return {
      table: 'contact_submissions',
      lead: { ...contactSubmissionRow(lead), created_at: '2026-06-02T09:00:00.000Z' },
      contact: null,
      objected: false,
    };
  }

  it.each([
    [
      'the confirmation of a contact message',
      () => visitorMessage(contactPayload('en'), context),
      'en',
      'ada.lovelace@example.com',
      'You are receiving this e-mail because this address was given in the contact form of our website on June 2, 2026.',
    ],
    [
      'the confirmation of a contact message, in French',
      () => visitorMessage(contactPayload('fr'), context),
      'fr',
      'ada.lovelace@example.com',
      'Vous recevez cet e-mail parce que cette adresse a été indiquée dans le formulaire de contact de notre site le 2 juin 2026.',
    ],
    [
      'the confirmation of an address',
      () => confirmationMessage(resultUnderAnotherAddress(), context),
      'fr',
      'autre.adresse@example.net',
      'cette adresse a été indiquée à la fin de notre évaluation de maturité IA le 31 mai 2026.',
    ],
    [
      'the results',
      () => visitorMessage(resultUnderAnotherAddress(), context),
      'fr',
      'autre.adresse@example.net',
      'cette adresse a été indiquée à la fin de notre évaluation de maturité IA le 31 mai 2026.',
    ],
  ])(
    '%s says why it came, links the policy and the one-click objection',
    async (_, compose, locale, mailbox, reason) => {
      const mail = await compose();
      const token = unsubscribeToken(mailbox, TEST_LINK_SECRET);
      const page = `https://lumen.example/${locale}/unsubscribe/${token}`;
      expect(mail.text.replace(/\s+/g, ' ')).toContain(reason);
      expect(mail.text).toContain(
        locale === 'fr'
          ? 'Vous pouvez vous opposer à tout moment, sans avoir à vous justifier'
          : 'You may object at any time, without giving any reason',
      );
      expect(mail.html).toContain(`href="${page}"`);
      expect(mail.text).toContain(page);
      expect(mail.html).toContain(`href="https://lumen.example/${locale}/privacy"`);
      expect(mail.unsubscribeUrl).toBe(`https://lumen.example/api/unsubscribe/${token}`);
      // The token stands for the mailbox, in whatever spelling the visitor typed it.
      expect(mailboxOfToken(token, TEST_LINK_SECRET)).toBe(mailboxHash(mail.to as string));
    },
  );

  it('is no part of the sales team’s notice, which needs no refusal', async () => {
    const notice = await salesNotification(resultUnderAnotherAddress(), sales);
    expect(notice.unsubscribeUrl).toBeUndefined();
    expect(notice.text).not.toContain('unsubscribe');
  });
});
