import { createTranslator } from 'next-intl';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RetentionList } from '@/components/legal/retention-list';
import { parseEnv } from '@/lib/env';
import { lintEnglish, lintFrench } from '@/lib/i18n/french-lint';
import { locales } from '@/lib/i18n/locales';
import { retentionLines, type RetentionLine } from '@/lib/legal/retention';
import { dictionaries } from '../support/messages';

// The policy says how long every copy of a visitor's data lasts, with the figures the server is
// set to, and nothing of a feature that is off.

const everything = {
  SMTP_URL: 'smtps://user:pw@smtp-relay.brevo.com:465',
  MAIL_FROM: 'hello@lumen.example',
  LEADS_WEBHOOK_URL: 'https://api-eu1.hubapi.com/automation/v4/webhook-triggers/1/2',
  LEADS_WEBHOOK_SECRET: 'whsec_x',
  NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-TEST000000',
};

const keysOf = (settings: Record<string, string>) =>
  retentionLines(parseEnv(settings), 'production').map((line) => line.key);

function rendered(settings: Record<string, string>, locale: 'en' | 'fr'): string[] {
  const html = renderToStaticMarkup(
    createElement(RetentionList, {
      heading: 'Retention',
      lines: retentionLines(parseEnv(settings), 'production'),
      t: createTranslator({ locale, messages: dictionaries[locale], namespace: 'legal' }),
    }),
  );
  return [...html.matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1]!.replace(/&#x27;/g, "'"));
}

describe('the retention list', () => {
  it('has a line for every copy while every feature is on', () => {
    expect(keysOf(everything)).toEqual([
      'leads',
      'resultsLink',
      'messages',
      'copies',
      'mailLogs',
      'backups',
      'register',
      'rateLimit',
      'assistantCount',
      'assistantGaps',
      'hostLogs',
      'analytics',
      'consent',
    ]);
  });

  it('leaves out e-mail, the provider’s logs, analytics and the cookie choice while they are off', () => {
    expect(keysOf({ MAIL_DELIVERY: 'off' })).toEqual([
      'leads',
      'resultsLink',
      'backups',
      'register',
      'rateLimit',
      'assistantCount',
      'assistantGaps',
      'hostLogs',
    ]);
  });

  it('states the server’s figures, not the defaults', () => {
    const english = rendered(
      {
        ...everything,
        LEADS_RETENTION_MONTHS: '24',
        MAIL_LOG_RETENTION_DAYS: '7',
        BACKUP_RETENTION_DAYS: '14',
        HOST_LOG_RETENTION_DAYS: '1',
      },
      'en',
    );
    expect(english).toEqual(
      expect.arrayContaining([
        'Contact messages, assessment details and results: 24 months after your last contact with us, then deleted.',
        'Copies of your requests in our team’s mailboxes and in our customer relationship management tool: at most 24 months after your last contact with us, then deleted by our team.',
        'Our e-mail provider’s sending logs (recipient, date, delivery status): at most 7 days.',
        'Our host’s logs (the address of each page requested, including a question asked of the assistant, and your IP address): at most 1 day.',
      ]),
    );
    expect(english.find((line) => line.startsWith('Backups'))).toMatch(/at most 14 days/);
  });

  it('says where the copies are, mailboxes or the CRM, as the features are on', () => {
    const copies = (settings: Record<string, string>) =>
      rendered(settings, 'fr').find((line) => line.startsWith('Copies'));
    expect(copies({ ...everything, LEADS_WEBHOOK_URL: '', LEADS_WEBHOOK_SECRET: '' })).toMatch(
      /^Copies de vos demandes dans les messageries de notre équipe\u00a0: 36 mois au plus/,
    );
    expect(copies({ ...everything, SMTP_URL: '', MAIL_DELIVERY: 'off' })).toMatch(
      /^Copies de vos demandes dans notre outil de gestion de la relation client\u00a0:/,
    );
  });

  it('reads right in both languages with every figure a setting allows, and never says “irreversible”', () => {
    const figures: Record<string, string>[] = [
      { LEADS_RETENTION_MONTHS: '1', MAIL_LOG_RETENTION_DAYS: '0', BACKUP_RETENTION_DAYS: '1' },
      {
        LEADS_RETENTION_MONTHS: '36',
        MAIL_LOG_RETENTION_DAYS: '2',
        HOST_LOG_RETENTION_DAYS: '1000',
      },
    ];
    for (const locale of locales) {
      for (const settings of figures) {
        const lines = rendered({ ...everything, ...settings }, locale);
        expect(lines).toHaveLength(13);
        for (const line of lines) {
          expect(line).not.toMatch(/[{}]|irr[ée]versible/i);
          expect(locale === 'fr' ? lintFrench(line) : lintEnglish(line), line).toEqual([]);
        }
      }
    }
    const french = rendered({ ...everything, ...figures[0] }, 'fr');
    expect(french).toContain(
      'Messages, coordonnées et résultats d’évaluation\u00a0: 1 mois après votre dernier contact avec nous, puis supprimés.',
    );
    expect(french).toContain(
      'Votre choix concernant les cookies\u00a0: 6 mois, dans votre navigateur\u202f; nous vous le redemandons ensuite.',
    );
    expect(french.find((line) => line.startsWith('E-mails'))).toBe(
      'E-mails qui vous sont adressés et notifications à notre équipe\u00a0: conservés 30 jours après leur envoi dans notre file d’envoi, puis supprimés.',
    );
    expect(french.filter((line) => /pseudonymisé/.test(line))).toHaveLength(3);
  });

  it('has a dictionary line for every kind of line', () => {
    const keys: RetentionLine['key'][] = [
      'leads',
      'resultsLink',
      'messages',
      'copies',
      'mailLogs',
      'backups',
      'register',
      'rateLimit',
      'assistantCount',
      'assistantGaps',
      'hostLogs',
      'analytics',
      'consent',
    ];
    for (const locale of locales) {
      expect(Object.keys(dictionaries[locale].legal.retention).sort()).toEqual([...keys].sort());
    }
  });
});
