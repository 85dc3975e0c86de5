import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AROUND_THE_CLOCK } from '@/lib/settings/business-hours';
import { DEFAULT_WEIGHTS } from '@/lib/settings/weights';
import {
  deskSettings,
  environmentWarnings,
  leadStoreChoice,
  mailChoice,
  parseEnv,
  startupProblems,
  visitorKeySecret,
} from '@/lib/env';

/** What `openssl rand -base64 32` prints. */
const randomSecret = () => randomBytes(32).toString('base64');

describe('parseEnv', () => {
  it('starts on the embedded database when neither Supabase setting is given', () => {
    const env = parseEnv({});
    expect(env.SUPABASE_URL).toBeUndefined();
    expect(env.SUPABASE_ANON_KEY).toBeUndefined();
    expect(env.LEADS_DATA_DIR).toBe('.data/leads');
  });

  it('treats empty Supabase settings as unset', () => {
    const env = parseEnv({ SUPABASE_URL: '', SUPABASE_ANON_KEY: '  ' });
    expect(env.SUPABASE_URL).toBeUndefined();
    expect(env.SUPABASE_ANON_KEY).toBeUndefined();
  });

  it('accepts both Supabase settings together', () => {
    const env = parseEnv({ SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'anon' });
    expect(env.SUPABASE_URL).toBe('https://abc.supabase.co');
    expect(env.SUPABASE_ANON_KEY).toBe('anon');
  });

  it('refuses to start with SUPABASE_URL alone, naming the missing key', () => {
    expect(() => parseEnv({ SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(
      /go together[\s\S]*→ at SUPABASE_ANON_KEY/,
    );
  });

  it('refuses to start with SUPABASE_ANON_KEY alone, naming the missing URL', () => {
    expect(() => parseEnv({ SUPABASE_ANON_KEY: 'anon', SUPABASE_URL: ' ' })).toThrow(
      /go together[\s\S]*→ at SUPABASE_URL/,
    );
  });

  it('trusts no proxy header unless told to, and takes none for no proxy at all', () => {
    expect(parseEnv({ TRUSTED_PROXY_HEADER: 'None' }).TRUSTED_PROXY_HEADER).toBe('none');
    expect(parseEnv({}).TRUSTED_PROXY_HEADER).toBeUndefined();
    expect(parseEnv({ TRUSTED_PROXY_HEADER: '' }).TRUSTED_PROXY_HEADER).toBeUndefined();
  });

  it('reads the trusted proxy header as a lower-case header name', () => {
    expect(parseEnv({ TRUSTED_PROXY_HEADER: ' X-Real-IP ' }).TRUSTED_PROXY_HEADER).toBe(
      'x-real-ip',
    );
  });

  it('refuses a trusted proxy header that is not a header name', () => {
    expect(() => parseEnv({ TRUSTED_PROXY_HEADER: 'x-real-ip, x-forwarded-for' })).toThrow(
      /TRUSTED_PROXY_HEADER/,
    );
  });

  it('lets a page get at most an hour stale without the webhook, unless told another budget', () => {
    expect(parseEnv({}).CONTENT_MAX_AGE_SECONDS).toBe(3600);
    expect(parseEnv({ CONTENT_MAX_AGE_SECONDS: '' }).CONTENT_MAX_AGE_SECONDS).toBe(3600);
    expect(parseEnv({ CONTENT_MAX_AGE_SECONDS: '30' }).CONTENT_MAX_AGE_SECONDS).toBe(30);
    for (const wrong of ['0', '-5', '1.5', 'hourly', '86401']) {
      expect(() => parseEnv({ CONTENT_MAX_AGE_SECONDS: wrong })).toThrow(/CONTENT_MAX_AGE_SECONDS/);
    }
  });

  it('talks to Sanity’s own API host unless SANITY_API_HOST names an emulator', () => {
    expect(parseEnv({}).SANITY_API_HOST).toBeUndefined();
    expect(parseEnv({ SANITY_API_HOST: ' ' }).SANITY_API_HOST).toBeUndefined();
    expect(parseEnv({ SANITY_API_HOST: 'http://127.0.0.1:4010/' }).SANITY_API_HOST).toBe(
      'http://127.0.0.1:4010',
    );
    expect(parseEnv({ SANITY_API_HOST: 'https://api.example.com' }).SANITY_API_HOST).toBe(
      'https://api.example.com',
    );
  });

  it('keeps leads 36 months unless told fewer whole months: never more than the CNIL’s three years', () => {
    expect(parseEnv({}).LEADS_RETENTION_MONTHS).toBe(36);
    expect(parseEnv({}).BENCHMARK_MIN_GROUP).toBe(10);
    expect(parseEnv({ BENCHMARK_MIN_GROUP: '25' }).BENCHMARK_MIN_GROUP).toBe(25);
    // The database never answers for fewer than 10: a lower setting would only mislead.
    expect(() => parseEnv({ BENCHMARK_MIN_GROUP: '9' })).toThrow(/BENCHMARK_MIN_GROUP/);
    expect(parseEnv({ LEADS_RETENTION_MONTHS: ' 24 ' }).LEADS_RETENTION_MONTHS).toBe(24);
    expect(parseEnv({ LEADS_RETENTION_MONTHS: '36' }).LEADS_RETENTION_MONTHS).toBe(36);
    for (const value of ['0', '37', '120', '1.5', 'three']) {
      expect(() => parseEnv({ LEADS_RETENTION_MONTHS: value }), value).toThrow(
        /LEADS_RETENTION_MONTHS/,
      );
    }
  });

  it('refuses a SANITY_API_HOST that is not an http or https address', () => {
    for (const value of ['127.0.0.1:4010', 'ftp://127.0.0.1:4010', 'localhost']) {
      expect(() => parseEnv({ SANITY_API_HOST: value }), value).toThrow(
        /must be an http:\/\/ or https:\/\/ address[\s\S]*→ at SANITY_API_HOST/,
      );
    }
  });
});

describe('environmentWarnings', () => {
  it('warns a production server without SITE_URL that its links point to localhost', () => {
    expect(environmentWarnings({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^SITE_URL is not set: .*localhost:3000/),
    ]);
    expect(environmentWarnings({ NODE_ENV: 'production', SITE_URL: ' ' })).toHaveLength(1);
  });

  it('says that DATABASE_URL, which some hosts set on their own, is not read', () => {
    expect(environmentWarnings({ DATABASE_URL: 'postgres://x@db.example.com/db' })).toEqual([
      expect.stringMatching(/OUTBOX_DATABASE_URL[\s\S]*LEADS_READER_DATABASE_URL/),
    ]);
  });

  it('stays quiet once SITE_URL is set, and in development', () => {
    expect(
      environmentWarnings({ NODE_ENV: 'production', SITE_URL: 'https://lumen.example' }),
    ).toEqual([]);
    expect(environmentWarnings({ NODE_ENV: 'development' })).toEqual([]);
  });
});

describe('leadStoreChoice', () => {
  const supabase = { SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'anon' };

  it('stores in Supabase whenever its settings are given', () => {
    for (const nodeEnv of ['production', 'development', 'test']) {
      expect(leadStoreChoice(parseEnv(supabase), nodeEnv)).toEqual({
        kind: 'supabase',
        url: 'https://abc.supabase.co',
        anonKey: 'anon',
      });
    }
  });

  it('keeps the embedded database the default in development and tests', () => {
    for (const nodeEnv of ['development', 'test', undefined]) {
      expect(leadStoreChoice(parseEnv({}), nodeEnv)).toEqual({
        kind: 'embedded',
        dataDir: '.data/leads',
        explicit: false,
      });
    }
  });

  it('leaves a production server without Supabase settings no store unless it is told', () => {
    expect(leadStoreChoice(parseEnv({}), 'production')).toBeUndefined();
    expect(
      leadStoreChoice(
        parseEnv({ LEADS_STORE: 'embedded', LEADS_DATA_DIR: '/var/leads' }),
        'production',
      ),
    ).toEqual({ kind: 'embedded', dataDir: '/var/leads', explicit: true });
  });

  it('follows an explicit embedded choice even beside Supabase settings', () => {
    expect(
      leadStoreChoice(parseEnv({ ...supabase, LEADS_STORE: 'embedded' }), 'production'),
    ).toMatchObject({ kind: 'embedded', explicit: true });
  });

  it('refuses LEADS_STORE=supabase without the settings, and an unknown store', () => {
    expect(() => parseEnv({ LEADS_STORE: 'supabase' })).toThrow(/LEADS_STORE=supabase needs/);
    expect(() => parseEnv({ LEADS_STORE: 'disk' })).toThrow(/LEADS_STORE/);
  });
});

describe('mailChoice', () => {
  it('sends through SMTP when it is set, and needs the sender address with it', () => {
    const smtp = {
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'hello@lumen.example',
    };
    expect(mailChoice(parseEnv(smtp), 'production')).toEqual({
      kind: 'smtp',
      url: smtp.SMTP_URL,
      from: 'hello@lumen.example',
    });
    expect(() => parseEnv({ SMTP_URL: smtp.SMTP_URL })).toThrow(/MAIL_FROM/);
    expect(() => parseEnv({ SMTP_URL: 'http://smtp.example.com', MAIL_FROM: 'a@b.c' })).toThrow(
      /smtp:\/\/ or smtps:\/\//,
    );
  });

  it('writes e-mail to a folder in development, and in production only when told', () => {
    expect(mailChoice(parseEnv({}), 'development')).toMatchObject({
      kind: 'folder',
      dir: '.data/mail',
    });
    expect(mailChoice(parseEnv({}), 'production')).toBeUndefined();
    expect(mailChoice(parseEnv({ MAIL_DELIVERY: 'folder' }), 'production')).toMatchObject({
      kind: 'folder',
    });
    expect(mailChoice(parseEnv({ MAIL_DELIVERY: 'off' }), 'production')).toEqual({ kind: 'off' });
  });
});

describe('startupProblems', () => {
  const ready = {
    SUPABASE_URL: 'https://abc.supabase.co',
    SUPABASE_ANON_KEY: 'anon',
    SMTP_URL: 'smtps://user:password@smtp.example.com:465',
    MAIL_FROM: 'hello@lumen.example',
    LEADS_NOTIFY_TO: 'sales@lumen.example',
    OUTBOX_DATABASE_URL: 'postgres://worker:secret@db.example.com/postgres',
    TRUSTED_PROXY_HEADER: 'x-real-ip',
    RESULTS_LINK_SECRET: randomSecret(),
    VISITOR_KEY_SECRET: randomSecret(),
    PROCESSOR_HOSTING: 'Example Host SAS; FR; eea',
    PROCESSOR_LEAD_STORE: 'Supabase Inc.; DE, US; scc; *.supabase.co, db.example.com',
    PROCESSOR_EMAIL: 'Example Mail SAS; FR; eea; smtp.example.com',
    PROCESSOR_BOOKING: 'Calendly LLC; US; dpf; calendly.com',
  };
  const problemsWith = (change: Record<string, string>, nodeEnv = 'production') =>
    startupProblems(parseEnv({ ...ready, ...change }), nodeEnv);

  it('lets a production server with every setting start', () => {
    expect(startupProblems(parseEnv(ready), 'production')).toEqual([]);
    expect(problemsWith({ TRUSTED_PROXY_HEADER: 'none' })).toEqual([]);
  });

  it('lets a production server route leads when a consultant is told of each by e-mail', () => {
    const routes = 'locale=fr -> marie@lumen.example; * -> team@lumen.example';
    expect(problemsWith({ LEADS_ROUTES: routes })).toEqual([]);
    expect(problemsWith({ LEADS_ROUTES: routes, LEADS_FALLBACK_TO: 'desk@lumen.example' })).toEqual(
      [],
    );
    expect(problemsWith({ LEADS_ROUTES: routes, MAIL_DELIVERY: 'off' })).toEqual([
      expect.stringMatching(/^LEADS_ROUTES .*MAIL_DELIVERY=off/),
    ]);
    expect(
      problemsWith({ LEADS_ROUTES: routes, MAIL_DELIVERY: 'off', LEADS_NOTIFY_TO: '' }),
    ).toEqual([
      expect.stringMatching(/^LEADS_ROUTES .*MAIL_DELIVERY=off/),
      expect.stringMatching(/^Set LEADS_FALLBACK_TO /),
    ]);
    // Without rules, nobody is routed: e-mail off is the operator's choice.
    expect(problemsWith({ MAIL_DELIVERY: 'off', LEADS_NOTIFY_TO: '' })).toEqual([]);
    // Outside production, the desk starts with whatever it has.
    expect(
      problemsWith(
        { LEADS_ROUTES: routes, MAIL_DELIVERY: 'off', LEADS_NOTIFY_TO: '' },
        'development',
      ),
    ).toEqual([]);
  });

  it('refuses, in production, a Calendly signing key a guess could find', () => {
    expect(problemsWith({ CALENDLY_WEBHOOK_SIGNING_KEY: randomSecret() })).toEqual([]);
    expect(problemsWith({ CALENDLY_WEBHOOK_SIGNING_KEY: 'calendly-signing-key-2026' })).toEqual([
      expect.stringMatching(/^CALENDLY_WEBHOOK_SIGNING_KEY /),
    ]);
    expect(
      environmentWarnings({ NODE_ENV: 'development', CALENDLY_WEBHOOK_SIGNING_KEY: 'password' }),
    ).toEqual([expect.stringMatching(/^CALENDLY_WEBHOOK_SIGNING_KEY /)]);
  });

  it.each([
    ['SMTP_URL', { SMTP_URL: '', MAIL_FROM: '' }, /SMTP_URL and MAIL_FROM[\s\S]*MAIL_DELIVERY=off/],
    ['LEADS_NOTIFY_TO', { LEADS_NOTIFY_TO: '' }, /LEADS_NOTIFY_TO/],
    ['OUTBOX_DATABASE_URL', { OUTBOX_DATABASE_URL: '' }, /OUTBOX_DATABASE_URL[\s\S]*outbox_worker/],
    [
      'SUPABASE_URL',
      { SUPABASE_URL: '', SUPABASE_ANON_KEY: '' },
      /SUPABASE_URL[\s\S]*LEADS_STORE=embedded/,
    ],
    ['TRUSTED_PROXY_HEADER', { TRUSTED_PROXY_HEADER: '' }, /TRUSTED_PROXY_HEADER[\s\S]*none/],
    ['RESULTS_LINK_SECRET', { RESULTS_LINK_SECRET: '' }, /RESULTS_LINK_SECRET[\s\S]*openssl/],
    ['VISITOR_KEY_SECRET', { VISITOR_KEY_SECRET: '' }, /VISITOR_KEY_SECRET[\s\S]*openssl/],
  ])('refuses a production server without %s, naming the way out', (_, change, message) => {
    const problems = problemsWith(change);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it.each([
    [
      'a remote database in plain text',
      { OUTBOX_DATABASE_URL: 'postgres://w:secret@db.example.com/postgres?sslmode=disable' },
      /OUTBOX_DATABASE_URL[\s\S]*verify-full/,
    ],
    [
      'an unverified remote database',
      { LEADS_READER_DATABASE_URL: 'postgres://r:secret@db.example.com/postgres?sslmode=require' },
      /LEADS_READER_DATABASE_URL[\s\S]*verify-full/,
    ],
    [
      'a steward’s connection in plain text',
      { LEADS_STEWARD_DATABASE_URL: 'postgres://s:secret@db.example.com/postgres?sslmode=prefer' },
      /LEADS_STEWARD_DATABASE_URL[\s\S]*verify-full/,
    ],
    [
      'a CA file that is not there',
      { DATABASE_CA_CERT: '/nonexistent/ca.pem' },
      /DATABASE_CA_CERT/,
    ],
    [
      'e-mail to a remote server over smtp:// without TLS required',
      { SMTP_URL: 'smtp://user:secret@smtp.example.com:587' },
      /^SMTP_URL [\s\S]*smtps:\/\/[\s\S]*requireTLS=true/,
    ],
    [
      'Supabase over http://',
      { SUPABASE_URL: 'http://abc.supabase.co' },
      /^SUPABASE_URL must be an https:\/\/ address/,
    ],
    [
      'the CRM webhook over http://',
      {
        LEADS_WEBHOOK_URL: 'http://hooks.example.com/leads',
        LEADS_WEBHOOK_SECRET: `whsec_${randomSecret()}`,
        PROCESSOR_CRM: 'Example CRM; IE; eea; hooks.example.com',
      },
      /^LEADS_WEBHOOK_URL must be an https:\/\/ address/,
    ],
    [
      'the assistant’s provider over http://',
      {
        ASSISTANT_PROVIDER_URL: 'http://api.example.eu/v1',
        ASSISTANT_PROVIDER_MODEL: 'small',
        ASSISTANT_PROVIDER_RETENTION_DAYS: '0',
        PROCESSOR_ASSISTANT: 'Example AI; FR; eea; api.example.eu',
      },
      /^ASSISTANT_PROVIDER_URL must be an https:\/\/ address/,
    ],
  ])('refuses %s, naming the setting and never the password', (_, change, message) => {
    const problems = problemsWith(change);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
    expect(problems[0]).not.toContain('secret');
  });

  it('sends e-mail over smtps://, over smtp:// that requires STARTTLS, or in clear to this machine only', () => {
    expect(problemsWith({ SMTP_URL: 'smtp://u:p@smtp.example.com:587?requireTLS=true' })).toEqual(
      [],
    );
    const local = { PROCESSOR_EMAIL: 'Our own relay; FR; eea; localhost, 127.0.0.1, ::1' };
    for (const url of ['smtp://localhost:25', 'smtp://127.0.0.1:2525', 'smtp://[::1]:25']) {
      expect(problemsWith({ ...local, SMTP_URL: url }), url).toEqual([]);
    }
    // Anything in the URL that would weaken TLS is no setting at all.
    for (const url of [
      'smtp://smtp.example.com?requireTLS=false',
      'smtp://smtp.example.com?ignoreTLS=true',
      'smtps://smtp.example.com?tls.rejectUnauthorized=false',
    ]) {
      expect(() => parseEnv({ SMTP_URL: url, MAIL_FROM: 'a@b.c' }), url).toThrow(/SMTP_URL/);
    }
  });

  it('lets the database, the webhook and the provider use http:// on this machine alone', () => {
    expect(
      problemsWith({
        SUPABASE_URL: 'http://127.0.0.1:54321',
        PROCESSOR_LEAD_STORE: 'Our own database; FR; eea; 127.0.0.1, db.example.com',
        LEADS_WEBHOOK_URL: 'http://localhost:8080/leads',
        LEADS_WEBHOOK_SECRET: `whsec_${randomSecret()}`,
        PROCESSOR_CRM: 'Our own CRM; FR; eea; localhost',
        ASSISTANT_PROVIDER_URL: 'http://[::1]:11434/v1',
        ASSISTANT_PROVIDER_MODEL: 'small',
        ASSISTANT_PROVIDER_RETENTION_DAYS: '0',
        PROCESSOR_ASSISTANT: 'Our own model; FR; eea; ::1',
      }),
    ).toEqual([]);
  });

  it('purges through OUTBOX_DATABASE_URL with Supabase even when e-mail and the webhook are off', () => {
    const problems = problemsWith({
      OUTBOX_DATABASE_URL: '',
      SMTP_URL: '',
      MAIL_FROM: '',
      MAIL_DELIVERY: 'off',
    });
    expect(problems).toEqual([
      expect.stringMatching(/^Set OUTBOX_DATABASE_URL [\s\S]*expired leads/),
    ]);
    // Outside production, only what is delivered needs it.
    expect(problemsWith({ OUTBOX_DATABASE_URL: '' }, 'development')).toEqual([
      expect.stringMatching(/^Set OUTBOX_DATABASE_URL/),
    ]);
    expect(
      problemsWith({ OUTBOX_DATABASE_URL: '', SMTP_URL: '', MAIL_DELIVERY: 'off' }, 'development'),
    ).toEqual([]);
  });

  it.each([
    'RESULTS_LINK_SECRET',
    'VISITOR_KEY_SECRET',
    'SANITY_REVALIDATE_SECRET',
    'CRON_SECRET',
    'LEADS_WEBHOOK_SECRET',
  ])('refuses a weak %s in production, naming it, and only warns in development', (name) => {
    const weak =
      name === 'LEADS_WEBHOOK_SECRET' ? 'whsec_' + 'c2VjcmV0'.repeat(6) : 'secret-'.repeat(6);
    const webhook = {
      LEADS_WEBHOOK_URL: 'https://hooks.example.com/leads',
      LEADS_WEBHOOK_SECRET: `whsec_${randomSecret()}`,
      PROCESSOR_CRM: 'Example CRM; IE; eea; hooks.example.com',
    };
    const settings = { ...webhook, [name]: weak };
    expect(problemsWith(settings)).toEqual([
      expect.stringMatching(
        new RegExp(`^${name} is too easy to guess .*openssl rand -base64 32\\.$`),
      ),
    ]);
    expect(problemsWith(settings, 'development')).toEqual([]);
    expect(environmentWarnings({ [name]: weak })).toEqual([
      expect.stringMatching(new RegExp(`^${name} is too easy to guess`)),
    ]);
    expect(problemsWith({ ...webhook, [name]: randomSecret() })).toEqual([]);
  });

  it('needs no outbox connection on the embedded database with nothing to deliver, nor anything in development', () => {
    expect(
      problemsWith({
        SUPABASE_URL: '',
        SUPABASE_ANON_KEY: '',
        LEADS_STORE: 'embedded',
        OUTBOX_DATABASE_URL: '',
        SMTP_URL: '',
        MAIL_FROM: '',
        MAIL_DELIVERY: 'off',
      }),
    ).toEqual([]);
    expect(startupProblems(parseEnv({}), 'development')).toEqual([]);
  });
});

describe('visitorKeySecret', () => {
  it('is the setting, a development key outside production, and nothing in production', () => {
    const secret = randomSecret();
    expect(visitorKeySecret(parseEnv({ VISITOR_KEY_SECRET: secret }), 'production')).toBe(secret);
    expect(visitorKeySecret(parseEnv({}), 'development')).toEqual(expect.any(String));
    expect(visitorKeySecret(parseEnv({}), 'production')).toBeUndefined();
  });
});

describe('the sales team’s addresses and the ceiling of visitors’ e-mails', () => {
  it('takes one or more bare addresses for LEADS_NOTIFY_TO', () => {
    expect(
      parseEnv({ LEADS_NOTIFY_TO: ' sales@lumen.example, ops@lumen.example ' }).LEADS_NOTIFY_TO,
    ).toEqual(['sales@lumen.example', 'ops@lumen.example']);
  });

  it.each([
    ',',
    ' , ,',
    'sales',
    'Sales <sales@lumen.example>',
    'sales@lumen.example;ops@lumen.example',
  ])('refuses LEADS_NOTIFY_TO=%j, which would notify nobody or somebody else', (value) => {
    expect(() => parseEnv({ LEADS_NOTIFY_TO: value })).toThrow(/LEADS_NOTIFY_TO/);
  });

  it('sends visitors at most 60 e-mails an hour unless told another figure', () => {
    expect(parseEnv({}).VISITOR_EMAILS_PER_HOUR).toBe(60);
    expect(parseEnv({ VISITOR_EMAILS_PER_HOUR: '500' }).VISITOR_EMAILS_PER_HOUR).toBe(500);
    expect(() => parseEnv({ VISITOR_EMAILS_PER_HOUR: 'lots' })).toThrow(/VISITOR_EMAILS_PER_HOUR/);
    expect(() => parseEnv({ VISITOR_EMAILS_PER_HOUR: '-1' })).toThrow(/VISITOR_EMAILS_PER_HOUR/);
  });
});

describe('the consultants’ desk', () => {
  it('routes nobody, escalates after an hour around the clock in Paris, in English, by default', () => {
    expect(deskSettings(parseEnv({}))).toEqual({
      routes: [],
      fallback: undefined,
      weights: DEFAULT_WEIGHTS,
      escalateAfterMinutes: 60,
      businessHours: AROUND_THE_CLOCK,
      timeZone: 'Europe/Paris',
      consultantLocale: 'en',
      consultants: [],
    });
  });

  it('reads every desk setting, and names every consultant once', () => {
    const desk = deskSettings(
      parseEnv({
        LEADS_NOTIFY_TO: 'Sales@lumen.example, founder@lumen.example',
        LEADS_ROUTES: 'locale=fr -> marie@lumen.example; size=1000+ -> SALES@lumen.example',
        LEADS_FALLBACK_TO: ' Desk@Lumen.example ',
        LEADS_PRIORITY: 'asks=3, A=7',
        LEADS_ESCALATE_AFTER_MINUTES: '30',
        LEADS_BUSINESS_HOURS: 'Mon-Fri 09:00-18:00',
        LEADS_TIME_ZONE: 'America/Montreal',
        CONSULTANT_LOCALE: 'FR',
      }),
    );
    expect(desk).toMatchObject({
      fallback: 'desk@lumen.example',
      weights: { ...DEFAULT_WEIGHTS, asks: 3, A: 7 },
      escalateAfterMinutes: 30,
      timeZone: 'America/Montreal',
      consultantLocale: 'fr',
      consultants: [
        'marie@lumen.example',
        'sales@lumen.example',
        'desk@lumen.example',
        'founder@lumen.example',
      ],
    });
    expect(desk.routes.map((route) => route.to)).toEqual([
      'marie@lumen.example',
      'sales@lumen.example',
    ]);
    expect(desk.businessHours.days[0]).toEqual([]);
    expect(desk.businessHours.days[1]).toEqual([[540, 1080]]);
  });

  it('falls back on the first address of the sales team', () => {
    const settings = parseEnv({ LEADS_NOTIFY_TO: 'Sales@lumen.example, founder@lumen.example' });
    expect(deskSettings(settings).fallback).toBe('sales@lumen.example');
  });

  it('switches escalation off with 0 minutes', () => {
    expect(deskSettings(parseEnv({ LEADS_ESCALATE_AFTER_MINUTES: '0' })).escalateAfterMinutes).toBe(
      0,
    );
  });

  it.each([
    ['LEADS_ROUTES', 'locale=de -> hans@lumen.example', /locale “de” in rule 1/],
    ['LEADS_ROUTES', 'locale=fr -> marie@lumen.example;', /empty rule 2/],
    ['LEADS_ROUTES', 'speed=fast -> paul@lumen.example', /“speed=fast” in rule 1/],
    ['LEADS_FALLBACK_TO', 'Desk <desk@lumen.example>', /one bare address/],
    ['LEADS_FALLBACK_TO', 'a@lumen.example, b@lumen.example', /one bare address/],
    ['LEADS_PRIORITY', 'speed=3', /speed, which is no weight/],
    ['LEADS_PRIORITY', 'asks=-2', /whole numbers/],
    ['LEADS_ESCALATE_AFTER_MINUTES', '1441', /1440/],
    ['LEADS_ESCALATE_AFTER_MINUTES', '-1', /0/],
    ['LEADS_ESCALATE_AFTER_MINUTES', 'hourly', /number/],
    ['LEADS_ESCALATE_AFTER_MINUTES', '1.5', /int/],
    ['LEADS_BUSINESS_HOURS', 'weekdays 9-6', /not days and hours/],
    ['LEADS_TIME_ZONE', 'Europe/Pariss', /IANA time zone/],
    ['LEADS_TIME_ZONE', '+01:00', /IANA time zone/],
    ['CONSULTANT_LOCALE', 'de', /one of the site’s languages: en, fr/],
  ])('refuses to start with a malformed %s (%s), naming it', (setting, value, problem) => {
    let thrown: unknown;
    try {
      parseEnv({ [setting]: value });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    const message = (thrown as Error).message;
    expect(message).toMatch(problem);
    expect(message).toMatch(new RegExp(`→ at ${setting}$`, 'm'));
  });
});
