import 'server-only';
import { z } from 'zod';
import {
  AROUND_THE_CLOCK,
  isTimeZone,
  parseBusinessHours,
  type BusinessHours,
} from '@/lib/settings/business-hours';
import { consultantsOf, parseRoutes, type Route } from '@/lib/settings/routing';
import { DEFAULT_WEIGHTS, parseWeights, type PriorityWeights } from '@/lib/settings/weights';
import { isLocale, locales, salesLocale, type Locale } from '@/lib/i18n/locales';
import { hostOf, processorFeatures } from '@/lib/settings/processor-features';
import {
  hostListed,
  parseProcessorSetting,
  PROCESSOR_SETTING_FORMAT,
  type ProcessorSetting,
} from '@/lib/settings/processor-setting';
import { PROCESSOR_SETTINGS, type ProcessorKey } from '@/lib/settings/processors';
import { isLocalHost } from '@/lib/local-host';
import { parseSmtpUrl } from '@/lib/settings/smtp-url';
import type { LeadStoreChoice, MailChoice } from '@/lib/settings/choices';
import { isBareEmail } from '@/lib/model/email';
import { pgConfig, readCa } from '@/lib/pg-connection';
import { secretProblem } from '@/lib/secret-strength';

const optional = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** A whole number of days, `fallback` when unset. */
function days(fallback: number, max = 3650) {
  return optional
    .transform((value) => (value === undefined ? fallback : Number(value)))
    .pipe(z.number().int().min(0).max(max));
}

/** An http:// or https:// address; which of the two a production server allows is checked at start. */
function webAddress(error: string) {
  return optional.pipe(z.url({ protocol: /^https?$/, error }).optional());
}

/**
 * A setting read by one of the desk's parsers, `fallback` when unset; the parser's problem, the
 * end of a sentence, is the setting's.
 */
function parsed<Value>(parse: (text: string) => Value | { problem: string }, fallback: Value) {
  return optional.transform((value, ctx): Value => {
    if (value === undefined) return fallback;
    const result = parse(value);
    if (typeof result === 'object' && result !== null && 'problem' in result) {
      ctx.addIssue({ code: 'custom', message: result.problem });
      return z.NEVER;
    }
    return result as Value;
  });
}

/** A processor as the privacy policy shows it (lib/settings/processor-setting). */
const processorSetting = optional.transform((value, ctx): ProcessorSetting | undefined => {
  if (value === undefined) return undefined;
  const parsed = parseProcessorSetting(value);
  if ('problem' in parsed) {
    ctx.addIssue({ code: 'custom', message: parsed.problem });
    return z.NEVER;
  }
  return parsed;
});

const schema = z
  .object({
    SITE_URL: z.url().default('http://localhost:3000'),
    SANITY_PROJECT_ID: optional,
    SANITY_DATASET: z.string().trim().min(1).default('production'),
    SANITY_API_VERSION: z.string().trim().min(1).default('2025-02-19'),
    SANITY_API_READ_TOKEN: optional,
    SANITY_REVALIDATE_SECRET: optional,
    // The Content Lake API's address, for tests against a local emulator of the query API; unset
    // in production, where the client talks to https://<project>.api.sanity.io.
    SANITY_API_HOST: optional.pipe(
      z
        .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
        .transform((value) => value.replace(/\/+$/, ''))
        .optional(),
    ),
    // How stale a page may get when no webhook tells the site of an edit: one hour by default.
    CONTENT_MAX_AGE_SECONDS: optional
      .transform((seconds) => (seconds === undefined ? 3600 : Number(seconds)))
      .pipe(z.number().int().min(1).max(86_400)),
    CONTENT_DATASET_PATH: optional,
    // The booking service the site may show in its dialog (the CSP's frame-src); `none` for none.
    BOOKING_ORIGIN: optional.pipe(
      z
        .string()
        .refine((value) => value === 'none' || URL.canParse(value), {
          error: 'must be the booking service’s address, such as https://calendly.com, or none',
        })
        .optional(),
    ),
    SUPABASE_URL: webAddress('must be the project’s https:// address'),
    SUPABASE_ANON_KEY: optional,
    // Where leads go: Supabase, or the embedded database under LEADS_DATA_DIR. Unset, Supabase when
    // its settings are given; otherwise the embedded database, which a production server must be
    // told to use.
    LEADS_STORE: optional.pipe(z.enum(['supabase', 'embedded']).optional()),
    LEADS_DATA_DIR: z.string().trim().min(1).default('.data/leads'),
    // Test hook for the embedded database: while the named file exists, saving a lead fails.
    LEADS_FAULT_FILE: optional,
    // Where e-mail goes: an SMTP server (SMTP_URL, MAIL_FROM), .eml files in MAIL_OUTBOX_DIR, or
    // nowhere. Unset: SMTP when SMTP_URL is set; otherwise the folder, which a production server
    // must be told to use.
    MAIL_DELIVERY: optional.pipe(z.enum(['smtp', 'folder', 'off']).optional()),
    // smtps:// (TLS from the first byte), or smtp:// with ?requireTLS=true for STARTTLS; plain
    // smtp:// only to this machine (lib/settings/smtp-url).
    SMTP_URL: optional.superRefine((url, ctx) => {
      const parsed = url === undefined ? undefined : parseSmtpUrl(url);
      if (parsed && 'problem' in parsed) ctx.addIssue({ code: 'custom', message: parsed.problem });
    }),
    // The address the site's e-mail comes from: `Lumen AI <hello@lumen.example>` or an address.
    MAIL_FROM: optional,
    MAIL_OUTBOX_DIR: z.string().trim().min(1).default('.data/mail'),
    // The sales team: every lead is announced to these addresses, comma-separated. Each must be a
    // bare address, and there must be one at least: a list that parses to nobody notifies nobody.
    LEADS_NOTIFY_TO: optional.pipe(
      z
        .string()
        .transform((value) =>
          value
            .split(',')
            .map((address) => address.trim())
            .filter(Boolean),
        )
        .refine((addresses) => addresses.length > 0, {
          error: 'must hold at least one address, such as sales@example.com',
        })
        .refine((addresses) => addresses.every(isBareEmail), {
          error: 'must hold e-mail addresses (name@example.com), separated by commas',
        })
        .optional(),
    ),
    // The consultants' desk (lib/desk): which consultant each lead goes to, by rules; where the
    // leads no rule takes go, by default the first address of LEADS_NOTIFY_TO; the points of a
    // lead's priority; how long a lead may wait untaken, in minutes of business hours, before it
    // is escalated (0: never), and those hours in the firm's time zone; the consultants' language.
    LEADS_ROUTES: parsed<Route[]>(parseRoutes, []),
    LEADS_FALLBACK_TO: optional.pipe(
      z
        .string()
        .refine(isBareEmail, { error: 'must be one bare address, such as sales@example.com' })
        .transform((address) => address.toLowerCase())
        .optional(),
    ),
    LEADS_PRIORITY: parsed<PriorityWeights>(parseWeights, DEFAULT_WEIGHTS),
    LEADS_ESCALATE_AFTER_MINUTES: optional
      .transform((value) => (value === undefined ? 60 : Number(value)))
      .pipe(z.number().int().min(0).max(1440)),
    LEADS_BUSINESS_HOURS: parsed<BusinessHours>(parseBusinessHours, AROUND_THE_CLOCK),
    LEADS_TIME_ZONE: optional
      .transform((value) => value ?? 'Europe/Paris')
      .refine(isTimeZone, { error: 'must be an IANA time zone, such as Europe/Paris' }),
    CONSULTANT_LOCALE: optional
      .transform((value) => value?.toLowerCase() ?? salesLocale)
      .refine(isLocale, { error: `must be one of the site’s languages: ${locales.join(', ')}` })
      .transform((value) => value as Locale),
    // The key Calendly signs its webhook's calls with: a call booked closes a lead's loop.
    CALENDLY_WEBHOOK_SIGNING_KEY: optional,
    // The most e-mails to visitors an hour, all addresses together. Past it a lead is still stored
    // and sales still hear of it; the visitor's e-mail waits for the next hour's room, and is
    // given up a day after, with the reason recorded.
    VISITOR_EMAILS_PER_HOUR: optional
      .transform((value) => (value === undefined ? 60 : Number(value)))
      .pipe(z.number().int().min(0).max(1_000_000)),
    // One visitor network's share of that ceiling, and one recipient domain's: whoever floods the
    // forms, from one network or to one domain, takes no more, and other visitors' e-mails go.
    // A domain's share is a quarter of the ceiling: the visitors of one mail provider (gmail.com)
    // are many people, while a flood to one catch-all domain needs four of them to fill it.
    VISITOR_EMAILS_PER_NETWORK_PER_HOUR: optional
      .transform((value) => (value === undefined ? 3 : Number(value)))
      .pipe(z.number().int().min(1).max(1_000_000)),
    VISITOR_EMAILS_PER_DOMAIN_PER_HOUR: optional
      .transform((value) => (value === undefined ? 15 : Number(value)))
      .pipe(z.number().int().min(1).max(1_000_000)),
    // The sales notices sent one by one an hour; past it, the others go together in one digest
    // e-mail a quarter of an hour at most, never dropped.
    SALES_NOTICES_PER_HOUR: optional
      .transform((value) => (value === undefined ? 30 : Number(value)))
      .pipe(z.number().int().min(0).max(1_000_000)),
    // A CRM or automation that receives every lead, signed per the Standard Webhooks spec.
    LEADS_WEBHOOK_URL: webAddress('must be the receiver’s https:// address'),
    // whsec_ and the base64 of 32 random bytes or more: whsec_$(openssl rand -base64 32).
    LEADS_WEBHOOK_SECRET: optional,
    // A direct connection to the leads database for the outbox worker (Supabase's pooler works), as
    // a user in the outbox_worker role and nothing else.
    OUTBOX_DATABASE_URL: optional,
    // The same for `npm run leads`, as a user in the leads_reader role and nothing else: no one
    // connection can both read every lead and change the outbox.
    LEADS_READER_DATABASE_URL: optional,
    // The same for the rights commands of `npm run leads` (--person, --erase, --object, --purge),
    // as a user in the leads_steward role: it reads and deletes leads, and changes no other row.
    LEADS_STEWARD_DATABASE_URL: optional,
    // How long leads are kept from a mailbox's last submission, in months: the CNIL's three years
    // for prospects, the most, by default. The outbox worker deletes older ones once a day.
    LEADS_RETENTION_MONTHS: optional
      .transform((value) => (value === undefined ? 36 : Number(value)))
      .pipe(z.number().int().min(1).max(36)),
    // How long copies of data outside the database last, as the providers are set: the privacy
    // policy states each. A figure too high stays true ("at most"); one too low does not.
    MAIL_LOG_RETENTION_DAYS: days(30),
    BACKUP_RETENTION_DAYS: days(30),
    HOST_LOG_RETENTION_DAYS: days(30),
    // The CA certificate a remote database must present a certificate from (PEM text, or a file
    // holding it): Supabase's, from the project's Database settings. Unset: Node's root CAs.
    DATABASE_CA_CERT: optional,
    // What a scheduler sends as `Authorization: Bearer …` to GET /api/cron/outbox.
    CRON_SECRET: optional,
    // What the private links to results are made with (lib/assessment/results/link): random output, such
    // as `openssl rand -base64 32`. A new secret breaks the links sent.
    RESULTS_LINK_SECRET: optional,
    // What the keys standing for visitors' network addresses are HMAC'd with, so that nobody
    // without it can tell which address a key stands for: `openssl rand -base64 32`.
    VISITOR_KEY_SECRET: optional,
    // The fewest companies a comparison is shown against; the database never answers for fewer
    // than 10, so this can only raise it.
    BENCHMARK_MIN_GROUP: optional
      .transform((value) => (value === undefined ? 10 : Number(value)))
      .pipe(z.number().int().min(10).max(1_000_000)),
    // The language model that writes the site assistant's answers from the cited passages: an
    // OpenAI-compatible chat API's base address and model. Unset: the assistant answers with the
    // passages themselves. PROCESSOR_ASSISTANT names the provider in the privacy policy.
    ASSISTANT_PROVIDER_URL: optional.pipe(
      z
        .url({ protocol: /^https?$/, error: 'must be the API’s https:// address' })
        .transform((value) => value.replace(/\/+$/, ''))
        .optional(),
    ),
    ASSISTANT_PROVIDER_MODEL: optional,
    ASSISTANT_PROVIDER_API_KEY: optional,
    // The same provider's embeddings model, which lets the assistant find a page by what a
    // question means as well as by its words. Unset: the words alone.
    ASSISTANT_EMBEDDING_MODEL: optional,
    // How many days the provider keeps the questions it receives, as its contract says: 0 under a
    // zero-retention agreement. The privacy policy states it.
    ASSISTANT_PROVIDER_RETENTION_DAYS: optional
      .transform((value) => (value === undefined ? undefined : Number(value)))
      .pipe(z.number().int().min(0).max(3650).optional()),
    // The tokens the language model may spend a UTC day, all visitors together; each answer
    // reserves its whole budget before the model is asked. Past it, the assistant answers with
    // the passages until the next day. At most what the database's integer holds.
    ASSISTANT_DAILY_TOKENS: optional
      .transform((value) => (value === undefined ? 200_000 : Number(value)))
      .pipe(z.number().int().min(0).max(2_147_483_647)),
    // The header a reverse proxy in front of the app overwrites with the visitor's address, or
    // `none` where no proxy does: then any client can forge the address the limit counts, and only
    // the database's own per-mailbox limit holds. A production server must be told which.
    TRUSTED_PROXY_HEADER: optional.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9-]+$/, { error: 'must be a header name, such as x-real-ip, or none' })
        .transform((name) => name.toLowerCase())
        .optional(),
    ),
    // Google Analytics' measurement id. Next.js writes the build's value into the code, which the
    // pages' tag uses; `env` below reads it the same way, so that the checks see what visitors get.
    NEXT_PUBLIC_GA_MEASUREMENT_ID: optional,
    // Each processor as its contract describes it: `name; countries; basis; hosts`
    // (lib/settings/processor-setting). The privacy policy shows those whose feature is on.
    PROCESSOR_HOSTING: processorSetting,
    PROCESSOR_LEAD_STORE: processorSetting,
    PROCESSOR_EMAIL: processorSetting,
    PROCESSOR_BOOKING: processorSetting,
    PROCESSOR_ANALYTICS: processorSetting,
    PROCESSOR_CRM: processorSetting,
    PROCESSOR_ASSISTANT: processorSetting,
  })
  .superRefine((value, ctx) => {
    if (value.LEADS_STORE === 'supabase' && !value.SUPABASE_URL && !value.SUPABASE_ANON_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['LEADS_STORE'],
        message: 'LEADS_STORE=supabase needs SUPABASE_URL and SUPABASE_ANON_KEY.',
      });
    }
    if (value.MAIL_DELIVERY === 'smtp' && !value.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_DELIVERY'],
        message: 'MAIL_DELIVERY=smtp needs SMTP_URL and MAIL_FROM.',
      });
    }
    if (value.SMTP_URL && !value.MAIL_FROM) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_FROM'],
        message: 'SMTP_URL needs MAIL_FROM, the address the site’s e-mail comes from.',
      });
    }
    if (Boolean(value.LEADS_WEBHOOK_URL) !== Boolean(value.LEADS_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [value.LEADS_WEBHOOK_URL ? 'LEADS_WEBHOOK_SECRET' : 'LEADS_WEBHOOK_URL'],
        message: 'LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET go together.',
      });
    }
    if (value.ASSISTANT_PROVIDER_URL && !value.ASSISTANT_PROVIDER_MODEL) {
      ctx.addIssue({
        code: 'custom',
        path: ['ASSISTANT_PROVIDER_MODEL'],
        message: 'ASSISTANT_PROVIDER_URL needs ASSISTANT_PROVIDER_MODEL, the model to ask.',
      });
    }
    if (value.ASSISTANT_EMBEDDING_MODEL && !value.ASSISTANT_PROVIDER_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['ASSISTANT_EMBEDDING_MODEL'],
        message:
          'ASSISTANT_EMBEDDING_MODEL needs ASSISTANT_PROVIDER_URL, the provider that embeds.',
      });
    }
    if (Boolean(value.SUPABASE_URL) !== Boolean(value.SUPABASE_ANON_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [value.SUPABASE_URL ? 'SUPABASE_ANON_KEY' : 'SUPABASE_URL'],
        message:
          'SUPABASE_URL and SUPABASE_ANON_KEY go together: set both to store leads in Supabase, or neither to use the embedded database.',
      });
    }
  });

export type Env = z.infer<typeof schema>;

/** Every setting the server reads, each described in .env.example. */
export const SETTING_NAMES = Object.keys(schema.shape) as (keyof Env)[];

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

/**
 * Where this server stores leads. Undefined when it may not decide alone: a production server
 * with no Supabase settings, which would keep leads on a disk that a deploy, a second instance or
 * a read-only file system loses. It must be told.
 */
export function leadStoreChoice(
  settings: Env,
  nodeEnv: string | undefined = process.env.NODE_ENV,
): LeadStoreChoice | undefined {
  const { SUPABASE_URL: url, SUPABASE_ANON_KEY: anonKey } = settings;
  if (settings.LEADS_STORE !== 'embedded' && url && anonKey)
    return { kind: 'supabase', url, anonKey };
  const explicit = settings.LEADS_STORE === 'embedded';
  if (!explicit && nodeEnv === 'production') return undefined;
  return { kind: 'embedded', dataDir: settings.LEADS_DATA_DIR, explicit };
}

export const NO_LEAD_STORE_MESSAGE =
  'Leads have nowhere safe to go: this production server has no Supabase settings. Set SUPABASE_URL and SUPABASE_ANON_KEY to store leads in Supabase, or choose the embedded database explicitly with LEADS_STORE=embedded and point LEADS_DATA_DIR at persistent storage.';

/** The address mail comes from when none is set: only e-mail written to the folder uses it. */
const LOCAL_MAIL_FROM = 'Lumen AI Consulting <hello@localhost>';

/**
 * Where this server's e-mail goes. Undefined when it may not decide alone: a production server
 * with no SMTP server, whose leads nobody would hear of. It must be told.
 */
export function mailChoice(
  settings: Env,
  nodeEnv: string | undefined = process.env.NODE_ENV,
): MailChoice | undefined {
  const delivery = settings.MAIL_DELIVERY ?? (settings.SMTP_URL ? 'smtp' : undefined);
  if (delivery === 'off') return { kind: 'off' };
  if (delivery === 'smtp' && settings.SMTP_URL && settings.MAIL_FROM) {
    return { kind: 'smtp', url: settings.SMTP_URL, from: settings.MAIL_FROM };
  }
  if (delivery !== 'folder' && nodeEnv === 'production') return undefined;
  return {
    kind: 'folder',
    dir: settings.MAIL_OUTBOX_DIR,
    from: settings.MAIL_FROM ?? LOCAL_MAIL_FROM,
  };
}

/** Outside production only: links made with it open on this machine and nowhere else. */
const DEVELOPMENT_LINK_SECRET = 'development-only secret for links to results, never in production';

/** Outside production only: visitors' keys made with it mean nothing anywhere else. */
const DEVELOPMENT_VISITOR_KEY_SECRET =
  'development-only secret for visitors’ keys, never in production';

/**
 * The secret of the links to results. Undefined when it may not decide alone: a production server
 * with none, whose links anyone who read this file could forge. It must be told.
 */
export function resultsLinkSecret(
  settings: Env,
  nodeEnv: string | undefined = process.env.NODE_ENV,
): string | undefined {
  if (settings.RESULTS_LINK_SECRET) return settings.RESULTS_LINK_SECRET;
  return nodeEnv === 'production' ? undefined : DEVELOPMENT_LINK_SECRET;
}

/**
 * The secret visitors' keys are HMAC'd with. Undefined when it may not decide alone: a production
 * server with none, whose keys anyone who read this file could trace back to an address.
 */
export function visitorKeySecret(
  settings: Env,
  nodeEnv: string | undefined = process.env.NODE_ENV,
): string | undefined {
  if (settings.VISITOR_KEY_SECRET) return settings.VISITOR_KEY_SECRET;
  return nodeEnv === 'production' ? undefined : DEVELOPMENT_VISITOR_KEY_SECRET;
}

/** The secrets a guess must not find, each for what it guards. */
const SECRETS = [
  'RESULTS_LINK_SECRET',
  'VISITOR_KEY_SECRET',
  'SANITY_REVALIDATE_SECRET',
  'CRON_SECRET',
  'LEADS_WEBHOOK_SECRET',
  'CALENDLY_WEBHOOK_SIGNING_KEY',
] as const;

/** Each secret that is set but too weak, in a sentence naming it. */
function weakSecrets(source: Partial<Record<(typeof SECRETS)[number], string>>): string[] {
  return SECRETS.flatMap((name) => {
    const value = source[name]?.trim();
    const problem = value ? secretProblem(value) : undefined;
    return problem ? [`${name} ${problem}.`] : [];
  });
}

/** Why this server must not start: each message names the settings that fix it. */
export function startupProblems(
  settings: Env,
  nodeEnv: string | undefined = process.env.NODE_ENV,
): string[] {
  const problems: string[] = [];
  const store = leadStoreChoice(settings, nodeEnv);
  if (!store) problems.push(NO_LEAD_STORE_MESSAGE);
  const mail = mailChoice(settings, nodeEnv);
  if (!mail) {
    problems.push(
      'Nobody would hear of a lead: this production server has no SMTP server. Set SMTP_URL and MAIL_FROM to send e-mail, or switch e-mail off explicitly with MAIL_DELIVERY=off.',
    );
  }
  if (mail && mail.kind !== 'off' && nodeEnv === 'production' && !settings.LEADS_NOTIFY_TO) {
    problems.push(
      'Set LEADS_NOTIFY_TO to the sales team’s addresses, comma-separated: every lead is announced to them.',
    );
  }
  // In production the purge needs it too, whatever is delivered; elsewhere only what is delivered.
  const outbox =
    nodeEnv === 'production' || (mail && mail.kind !== 'off') || settings.LEADS_WEBHOOK_URL;
  if (store?.kind === 'supabase' && outbox && !settings.OUTBOX_DATABASE_URL) {
    problems.push(
      'Set OUTBOX_DATABASE_URL to a direct connection to the Supabase database as a user in the outbox_worker role: this server delivers the outbox and deletes expired leads through it, even with e-mail and the webhook off.',
    );
  }
  if (!resultsLinkSecret(settings, nodeEnv)) {
    problems.push(
      'Set RESULTS_LINK_SECRET to the output of openssl rand -base64 32: the private links to assessment results are made with it.',
    );
  }
  if (!visitorKeySecret(settings, nodeEnv)) {
    problems.push(
      'Set VISITOR_KEY_SECRET to the output of openssl rand -base64 32: the keys that stand for visitors’ network addresses are made with it.',
    );
  }
  problems.push(...databaseLinkProblems(settings));
  if (nodeEnv === 'production') {
    problems.push(...weakSecrets(settings));
    problems.push(...clearLinkProblems(settings, mail));
    problems.push(...processorProblems(settings, store, mail));
  }
  if (nodeEnv === 'production') problems.push(...deskProblems(settings, mail));
  if (nodeEnv === 'production' && !settings.TRUSTED_PROXY_HEADER) {
    problems.push(
      'Set TRUSTED_PROXY_HEADER to the header the reverse proxy in front of this server overwrites with the visitor’s address (x-real-ip on Vercel and behind nginx, cf-connecting-ip behind Cloudflare), or to none if no proxy does: then the per-visitor limit goes by an address any client can forge.',
    );
  }
  return problems;
}

/** The consultants' desk, as this server is set up for it. */
export type DeskSettings = {
  routes: Route[];
  /** Where the leads no rule takes go: LEADS_FALLBACK_TO, else the first of LEADS_NOTIFY_TO. */
  fallback: string | undefined;
  weights: PriorityWeights;
  /** Minutes of business hours a lead may wait untaken; 0, escalation is off. */
  escalateAfterMinutes: number;
  businessHours: BusinessHours;
  timeZone: string;
  consultantLocale: Locale;
  /** Every consultant the settings name, in lower case: the only holders of take links. */
  consultants: string[];
};

export function deskSettings(settings: Env): DeskSettings {
  const fallback = settings.LEADS_FALLBACK_TO ?? settings.LEADS_NOTIFY_TO?.[0]?.toLowerCase();
  const routes = settings.LEADS_ROUTES;
  return {
    routes,
    fallback,
    weights: settings.LEADS_PRIORITY,
    escalateAfterMinutes: settings.LEADS_ESCALATE_AFTER_MINUTES,
    businessHours: settings.LEADS_BUSINESS_HOURS,
    timeZone: settings.LEADS_TIME_ZONE,
    consultantLocale: settings.CONSULTANT_LOCALE,
    consultants: consultantsOf({ routes, fallback, notifyTo: settings.LEADS_NOTIFY_TO }),
  };
}

/** Rules that would route leads to consultants nobody tells, or leave some with no one. */
function deskProblems(settings: Env, mail: MailChoice | undefined): string[] {
  if (settings.LEADS_ROUTES.length === 0) return [];
  const problems: string[] = [];
  if (mail?.kind === 'off') {
    problems.push(
      'LEADS_ROUTES gives each lead to a consultant, whom this server tells by e-mail, but MAIL_DELIVERY=off sends none: set SMTP_URL and MAIL_FROM, or remove LEADS_ROUTES.',
    );
  }
  if (!deskSettings(settings).fallback) {
    problems.push(
      'Set LEADS_FALLBACK_TO to the address that gets the leads no rule of LEADS_ROUTES takes, or LEADS_NOTIFY_TO, whose first address it is by default.',
    );
  }
  return problems;
}

/**
 * Links that would carry leads, keys or passwords in clear over a network: only this machine may
 * be reached without TLS.
 */
function clearLinkProblems(settings: Env, mail: MailChoice | undefined): string[] {
  const problems: string[] = [];
  if (mail?.kind === 'smtp') {
    const smtp = parseSmtpUrl(mail.url);
    if (!('problem' in smtp) && !smtp.implicitTls && !smtp.requireTls && !smtp.local) {
      problems.push(
        `SMTP_URL reaches ${smtp.host} over smtp:// without requiring TLS: use smtps:// (port 465), or add ?requireTLS=true for STARTTLS (port 587), so that the password and the leads never cross the network in clear.`,
      );
    }
  }
  for (const setting of ['SUPABASE_URL', 'LEADS_WEBHOOK_URL', 'ASSISTANT_PROVIDER_URL'] as const) {
    const url = settings[setting];
    if (!url || new URL(url).protocol !== 'http:') continue;
    const host = hostOf(url);
    if (host && isLocalHost(host)) continue;
    problems.push(
      `${setting} must be an https:// address: over http:// what it carries would cross the network in clear, which only this machine (localhost, 127.0.0.1, ::1) may skip.`,
    );
  }
  return problems;
}

/** What the privacy policy promises to a feature in use, from what this server is set to. */
const FEATURES: Record<ProcessorKey, string> = {
  hosting: 'the host of this server',
  leadStore: 'Supabase, which stores the leads',
  email: 'the provider of SMTP_URL',
  booking: 'the booking service of the site’s booking link',
  analytics: 'Google Analytics, which NEXT_PUBLIC_GA_MEASUREMENT_ID switches on',
  crm: 'the receiver of LEADS_WEBHOOK_URL',
  assistant: 'the provider of ASSISTANT_PROVIDER_URL',
};

/**
 * A processor in use that the privacy policy could not name truly: no setting describes it, or
 * another setting points at a host its setting does not list.
 */
function processorProblems(
  settings: Env,
  store: LeadStoreChoice | undefined,
  mail: MailChoice | undefined,
): string[] {
  const problems: string[] = [];
  for (const { key, on, processor, addresses } of processorFeatures(settings, store, mail)) {
    if (!on) continue;
    const name = PROCESSOR_SETTINGS[key];
    if (!processor) {
      problems.push(
        `Set ${name} to ${FEATURES[key]} as the privacy policy names it, “${PROCESSOR_SETTING_FORMAT}” (docs/deploying.md).`,
      );
      continue;
    }
    for (const { setting, url } of addresses) {
      const host = hostOf(url);
      if (host && hostListed(host, processor.hosts)) continue;
      problems.push(
        `${setting} points at ${host ?? 'an address that cannot be read'}, which ${name} does not list among its hosts: add it there if ${processor.name} runs it, or describe the provider that does.`,
      );
    }
  }
  if (settings.ASSISTANT_PROVIDER_URL && settings.ASSISTANT_PROVIDER_RETENTION_DAYS === undefined) {
    problems.push(
      'Set ASSISTANT_PROVIDER_RETENTION_DAYS to how many days the assistant’s provider keeps the questions it receives, 0 under a zero-retention agreement: the privacy policy states it.',
    );
  }
  return problems;
}

/** The processors the privacy policy lists, as this server runs: those whose feature is on. */
export function processorsInUse(
  settings: Env,
  nodeEnv: string | undefined = process.env.NODE_ENV,
): { key: ProcessorKey; processor: ProcessorSetting }[] {
  const features = processorFeatures(
    settings,
    leadStoreChoice(settings, nodeEnv),
    mailChoice(settings, nodeEnv),
  );
  return features.flatMap(({ key, on, processor }) =>
    on && processor ? [{ key, processor }] : [],
  );
}

/** Database links that would cross the network unencrypted or unverified, or a CA unreadable. */
function databaseLinkProblems(settings: Env): string[] {
  let ca: string | undefined;
  try {
    ca = readCa(settings.DATABASE_CA_CERT);
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
  const problems: string[] = [];
  for (const setting of [
    'OUTBOX_DATABASE_URL',
    'LEADS_READER_DATABASE_URL',
    'LEADS_STEWARD_DATABASE_URL',
  ] as const) {
    const url = settings[setting];
    if (!url) continue;
    try {
      pgConfig(url, { setting, ca });
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  return problems;
}

/** Settings that work but are almost certainly a mistake on a production server. */
export function environmentWarnings(source: Record<string, string | undefined>): string[] {
  const warnings: string[] = [];
  if (source.DATABASE_URL?.trim()) {
    // Some hosts set it on their own, so it is no reason to refuse the start.
    warnings.push(
      'DATABASE_URL is not read: the outbox worker connects with OUTBOX_DATABASE_URL (a user in the outbox_worker role), npm run leads with LEADS_READER_DATABASE_URL (a user in leads_reader), so that no connection holds both.',
    );
  }
  if (source.ASSISTANT_PROVIDER_NAME?.trim()) {
    warnings.push(
      'ASSISTANT_PROVIDER_NAME is no longer read: PROCESSOR_ASSISTANT names the assistant’s provider in the privacy policy, with where it processes the questions.',
    );
  }
  // A production server refuses them (startupProblems); elsewhere they are only a warning.
  if (source.NODE_ENV !== 'production') warnings.push(...weakSecrets(source));
  if (source.NODE_ENV === 'production' && !source.SITE_URL?.trim()) {
    warnings.push(
      'SITE_URL is not set: canonical links, the sitemap, robots.txt and social previews point to http://localhost:3000. Set it to the public address of the site.',
    );
  }
  return warnings;
}

// The measurement id as the build wrote it into the code (see NEXT_PUBLIC_GA_MEASUREMENT_ID).
export const env = parseEnv({
  ...process.env,
  NEXT_PUBLIC_GA_MEASUREMENT_ID: process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID,
});

// Every server bundle that reads the settings evaluates this module: warn once per process.
const warned = Symbol.for('site.env-warnings-shown');
const processState = globalThis as { [warned]?: boolean };
if (!processState[warned]) {
  processState[warned] = true;
  for (const warning of environmentWarnings(process.env)) console.warn(`[env] ${warning}`);
}

export const siteUrl = env.SITE_URL.replace(/\/$/, '');
