import 'server-only';
import { z } from 'zod';

const optional = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const schema = z
  .object({
    SITE_URL: z.url().default('http://localhost:3000'),
    SANITY_PROJECT_ID: optional,
    SANITY_DATASET: z.string().trim().min(1).default('production'),
    SANITY_API_VERSION: z.string().trim().min(1).default('2025-02-19'),
    SANITY_API_READ_TOKEN: optional,
    SANITY_REVALIDATE_SECRET: optional,
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
    SUPABASE_URL: optional,
    SUPABASE_ANON_KEY: optional,
    // Where leads go: Supabase, or the embedded database under LEADS_DATA_DIR. Unset, Supabase when
    // its settings are given; otherwise the embedded database, which a production server must be
    // told to use.
    LEADS_STORE: optional.pipe(z.enum(['supabase', 'embedded']).optional()),
    LEADS_DATA_DIR: z.string().trim().min(1).default('.data/leads'),
    // Test hook for the embedded database: while the named file exists, saving a lead fails.
    LEADS_FAULT_FILE: optional,
    // The header a reverse proxy in front of the app overwrites with the visitor's address. Unset,
    // the app trusts no forwarding header: any client can send one.
    TRUSTED_PROXY_HEADER: optional.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9-]+$/, { error: 'must be a header name, such as x-real-ip' })
        .transform((name) => name.toLowerCase())
        .optional(),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.LEADS_STORE === 'supabase' && !value.SUPABASE_URL && !value.SUPABASE_ANON_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['LEADS_STORE'],
        message: 'LEADS_STORE=supabase needs SUPABASE_URL and SUPABASE_ANON_KEY.',
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

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

export type LeadStoreChoice =
  | { kind: 'supabase'; url: string; anonKey: string }
  | { kind: 'embedded'; dataDir: string; explicit: boolean };

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

/** Settings that work but are almost certainly a mistake on a production server. */
export function environmentWarnings(source: Record<string, string | undefined>): string[] {
  const warnings: string[] = [];
  if (source.NODE_ENV === 'production' && !source.SITE_URL?.trim()) {
    warnings.push(
      'SITE_URL is not set: canonical links, the sitemap, robots.txt and social previews point to http://localhost:3000. Set it to the public address of the site.',
    );
  }
  return warnings;
}

export const env = parseEnv(process.env);

// Every server bundle that reads the settings evaluates this module: warn once per process.
const warned = Symbol.for('site.env-warnings-shown');
const processState = globalThis as { [warned]?: boolean };
if (!processState[warned]) {
  processState[warned] = true;
  for (const warning of environmentWarnings(process.env)) console.warn(`[env] ${warning}`);
}

export const siteUrl = env.SITE_URL.replace(/\/$/, '');
