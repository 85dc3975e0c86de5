import { randomBytes } from 'node:crypto';
import { createTranslator } from 'next-intl';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProcessorList } from '@/components/legal/processor-list';
import { queryLocalDataset } from '@/lib/content/local-dataset';
import { PRIVACY_POLICY_QUERY } from '@/lib/content/queries';
import { parseEnv, processorsInUse, startupProblems } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { lintFrench } from '@/lib/i18n/french-lint';
import { processorEntries } from '@/lib/legal/processor-entries';
import { PROCESSOR_KEYS } from '@/lib/settings/processors';
import type { PRIVACY_POLICY_QUERY_RESULT } from '@/sanity.types';
import { dictionaries } from '../support/messages';

// The privacy policy names exactly the processors this server hands data to, each as its setting
// describes it, and a production server does not start while a feature in use has no such
// setting or points at a host its processor does not run.

const secret = () => randomBytes(32).toString('base64');

/** A production server with Supabase, SMTP, the webhook, the provider and Google Analytics. */
const everything = {
  SUPABASE_URL: 'https://abc.supabase.co',
  SUPABASE_ANON_KEY: 'anon',
  OUTBOX_DATABASE_URL: 'postgres://worker:pw@aws-0-eu-central-1.pooler.supabase.com:5432/postgres',
  SMTP_URL: 'smtps://user:pw@smtp-relay.brevo.com:465',
  MAIL_FROM: 'hello@lumen.example',
  LEADS_NOTIFY_TO: 'sales@lumen.example',
  LEADS_WEBHOOK_URL: 'https://api-eu1.hubapi.com/automation/v4/webhook-triggers/1/2',
  LEADS_WEBHOOK_SECRET: `whsec_${secret()}`,
  ASSISTANT_PROVIDER_URL: 'https://api.mistral.ai/v1',
  ASSISTANT_PROVIDER_MODEL: 'mistral-small-latest',
  ASSISTANT_PROVIDER_RETENTION_DAYS: '30',
  BOOKING_ORIGIN: 'https://calendly.com',
  NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-TEST000000',
  TRUSTED_PROXY_HEADER: 'x-real-ip',
  RESULTS_LINK_SECRET: secret(),
  VISITOR_KEY_SECRET: secret(),
  PROCESSOR_HOSTING: 'Vercel Inc.; US, DE; dpf',
  PROCESSOR_LEAD_STORE: 'Supabase Inc.; DE, US; scc; *.supabase.co, *.supabase.com',
  PROCESSOR_EMAIL: 'Brevo (Sendinblue SAS); FR; eea; smtp-relay.brevo.com',
  PROCESSOR_BOOKING: 'Calendly LLC; US; dpf; calendly.com',
  PROCESSOR_ANALYTICS: 'Google Ireland Ltd (Google Analytics); IE, US; dpf',
  PROCESSOR_CRM: 'HubSpot Ireland Ltd; DE, US; scc; *.hubapi.com',
  PROCESSOR_ASSISTANT: 'Mistral AI; FR; eea; api.mistral.ai',
};

/** Which features each setting switches off. */
const off: Record<string, Record<string, string>> = {
  leadStore: { SUPABASE_URL: '', SUPABASE_ANON_KEY: '', LEADS_STORE: 'embedded' },
  email: { SMTP_URL: '', MAIL_DELIVERY: 'off' },
  analytics: { NEXT_PUBLIC_GA_MEASUREMENT_ID: '' },
  crm: { LEADS_WEBHOOK_URL: '', LEADS_WEBHOOK_SECRET: '' },
  assistant: { ASSISTANT_PROVIDER_URL: '' },
};

const problemsWith = (change: Record<string, string>) =>
  startupProblems(parseEnv({ ...everything, ...change }), 'production');

describe('the processors in use', () => {
  it('are every one while every feature is on, and a production server with them starts', () => {
    expect(problemsWith({})).toEqual([]);
    const inUse = processorsInUse(parseEnv(everything), 'production');
    expect(inUse.map(({ key }) => key)).toEqual([...PROCESSOR_KEYS]);
    expect(inUse.find(({ key }) => key === 'email')?.processor.name).toBe('Brevo (Sendinblue SAS)');
  });

  it.each(Object.entries(off))('leave out %s while its feature is off', (key, change) => {
    const inUse = processorsInUse(parseEnv({ ...everything, ...change }), 'production');
    expect(inUse.map((entry) => entry.key)).toEqual(PROCESSOR_KEYS.filter((k) => k !== key));
  });

  it('always hold the host and the booking service, which every site uses', () => {
    const bare = parseEnv({
      ...Object.assign({}, everything, ...Object.values(off)),
      ASSISTANT_PROVIDER_MODEL: '',
    });
    expect(processorsInUse(bare, 'production').map(({ key }) => key)).toEqual([
      'hosting',
      'booking',
    ]);
  });
});

describe('a production start', () => {
  it.each([
    ['PROCESSOR_HOSTING', 'the host of this server'],
    ['PROCESSOR_LEAD_STORE', 'Supabase'],
    ['PROCESSOR_EMAIL', 'the provider of SMTP_URL'],
    ['PROCESSOR_BOOKING', 'the booking service'],
    ['PROCESSOR_ANALYTICS', 'Google Analytics'],
    ['PROCESSOR_CRM', 'the receiver of LEADS_WEBHOOK_URL'],
    ['PROCESSOR_ASSISTANT', 'the provider of ASSISTANT_PROVIDER_URL'],
  ])('refuses a feature in use without %s, naming it', (setting, feature) => {
    expect(problemsWith({ [setting]: '' })).toEqual([
      expect.stringMatching(
        new RegExp(`^Set ${setting} to ${feature}[\\s\\S]*docs/deploying\\.md\\)\\.$`),
      ),
    ]);
  });

  it('needs no setting for a feature that is off, outside production neither', () => {
    expect(problemsWith({ ...off.crm, PROCESSOR_CRM: '' })).toEqual([]);
    expect(startupProblems(parseEnv({}), 'development')).toEqual([]);
  });

  it.each([
    ['SMTP_URL', { SMTP_URL: 'smtps://user:pw@smtp.sendgrid.net:465' }, 'PROCESSOR_EMAIL'],
    [
      'SUPABASE_URL',
      { SUPABASE_URL: 'https://abc.supabase.co.evil.example' },
      'PROCESSOR_LEAD_STORE',
    ],
    [
      'OUTBOX_DATABASE_URL',
      { OUTBOX_DATABASE_URL: 'postgres://w:pw@db.other.example/postgres' },
      'PROCESSOR_LEAD_STORE',
    ],
    ['LEADS_WEBHOOK_URL', { LEADS_WEBHOOK_URL: 'https://hooks.zapier.com/1/2' }, 'PROCESSOR_CRM'],
    ['BOOKING_ORIGIN', { BOOKING_ORIGIN: 'https://cal.com' }, 'PROCESSOR_BOOKING'],
    [
      'ASSISTANT_PROVIDER_URL',
      { ASSISTANT_PROVIDER_URL: 'https://api.openai.com/v1' },
      'PROCESSOR_ASSISTANT',
    ],
  ])('refuses %s on a host its processor does not list', (setting, change, processor) => {
    expect(problemsWith(change)).toEqual([
      expect.stringMatching(
        new RegExp(`^${setting} points at [^ ]+, which ${processor} does not list`),
      ),
    ]);
  });

  it('checks the booking service the site frames by default, and none when told of none', () => {
    const calComOnly = { PROCESSOR_BOOKING: 'Cal.com Inc.; US; dpf; cal.com' };
    expect(problemsWith({ ...calComOnly, BOOKING_ORIGIN: '' })).toEqual([
      expect.stringMatching(/^BOOKING_ORIGIN points at calendly\.com/),
    ]);
    expect(problemsWith({ ...calComOnly, BOOKING_ORIGIN: 'none' })).toEqual([]);
  });

  it('refuses a provider whose keeping of the questions the policy could not state', () => {
    expect(problemsWith({ ASSISTANT_PROVIDER_RETENTION_DAYS: '' })).toEqual([
      expect.stringMatching(/^Set ASSISTANT_PROVIDER_RETENTION_DAYS .*0 under a zero-retention/),
    ]);
  });
});

/** The policy's processors as the page builds them, in a language, from these settings. */
async function policyHtml(settings: Record<string, string>, locale: Locale): Promise<string> {
  const policy = await queryLocalDataset<PRIVACY_POLICY_QUERY_RESULT>(PRIVACY_POLICY_QUERY, {
    locale,
  });
  const env = parseEnv(settings);
  const entries = processorEntries({
    inUse: processorsInUse(env, 'production'),
    purposes: policy?.processors?.items ?? [],
    locale,
    t: createTranslator({ locale, messages: dictionaries[locale], namespace: 'legal' }),
    assistantRetentionDays: env.ASSISTANT_PROVIDER_RETENTION_DAYS,
  });
  return renderToStaticMarkup(
    createElement(ProcessorList, {
      heading: policy?.processors?.heading ?? null,
      intro: policy?.processors?.intro ?? null,
      entries,
    }),
  );
}

// Collapses the markup's spaces only: the no-break spaces are part of the French.
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/[ \t\n]+/g, ' ');

describe('the policy’s list of processors', () => {
  it('follows the settings: another provider in a setting is another provider on the page', async () => {
    const brevo = await policyHtml(everything, 'en');
    expect(brevo).toContain('Brevo (Sendinblue SAS)');
    const sendgrid = await policyHtml(
      {
        ...everything,
        SMTP_URL: 'smtps://apikey:pw@smtp.sendgrid.net:465',
        PROCESSOR_EMAIL: 'Twilio SendGrid; US; dpf; smtp.sendgrid.net',
      },
      'en',
    );
    expect(sendgrid).not.toContain('Brevo');
    expect(textOf(sendgrid)).toContain(
      'Twilio SendGrid Sends the e-mails addressed to you, and tells our team of each request. Where the data is processed: United States. Transfer to the United States: the provider is certified under the EU–US Data Privacy Framework.',
    );
    const withoutCrm = await policyHtml({ ...everything, ...off.crm }, 'en');
    expect(withoutCrm).not.toContain('HubSpot');
    expect(withoutCrm).not.toContain('data-processor="crm"');
  });

  it('names the countries in the page’s language and grounds each transfer', async () => {
    const french = textOf(await policyHtml(everything, 'fr'));
    expect(french).toContain('Vercel Inc.');
    expect(french).toContain('Lieu de traitement\u00a0: États-Unis et Allemagne.');
    expect(french).toContain('Lieu de traitement\u00a0: France. Aucun transfert hors de l’Espace');
    expect(french).toContain('clauses contractuelles types');
    expect(french).not.toContain('United States');
    for (const locale of ['en', 'fr'] as const) {
      const html = await policyHtml(everything, locale);
      expect(html.match(/data-processor=/g)).toHaveLength(PROCESSOR_KEYS.length);
    }
  });

  it('says how long the assistant’s provider keeps questions, and that it does not train on them', async () => {
    const thirty = textOf(await policyHtml(everything, 'en'));
    expect(thirty).toContain(
      'It keeps your questions at most 30 days, to detect abuse; it does not use them to train its models.',
    );
    expect(thirty).toContain(
      'with e-mail addresses and telephone, card and account numbers removed',
    );
    const zero = textOf(
      await policyHtml({ ...everything, ASSISTANT_PROVIDER_RETENTION_DAYS: '0' }, 'fr'),
    );
    expect(zero).toContain(
      'Il ne conserve pas vos questions une fois sa réponse rédigée, en vertu de notre accord de non-conservation\u202f; il ne les utilise pas pour entraîner ses modèles.',
    );
    const one = textOf(
      await policyHtml({ ...everything, ASSISTANT_PROVIDER_RETENTION_DAYS: '1' }, 'fr'),
    );
    expect(one).toContain('Il conserve vos questions 1 jour au plus');
  });

  it('reads as the house writes French, whatever the settings', async () => {
    for (const days of ['0', '1', '2', '1000']) {
      const text = textOf(
        await policyHtml({ ...everything, ASSISTANT_PROVIDER_RETENTION_DAYS: days }, 'fr'),
      );
      expect(lintFrench(text), days).toEqual([]);
      expect(text).not.toMatch(/irréversible|sans données personnelles|ne conserve rien/);
    }
  });
});
