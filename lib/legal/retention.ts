import 'server-only';
import { CONSENT_LIFETIME_MS } from '@/lib/analytics';
import { mailChoice, type Env } from '@/lib/env';
import { SENT_MESSAGES_KEPT_DAYS } from '@/lib/outbox/queue';

/** How long a private link to results works after its result, renewed by a confirmed retake. */
const RESULTS_LINK_MONTHS = 12;

/**
 * How long the register of objections and erasures keeps a mailbox's fingerprint after the
 * request: long enough to honour it through the retention of any copy, then it goes.
 */
const RIGHTS_REGISTER_YEARS = 5;

/**
 * How long the assistant's gaps (questions it declined or answered unsure, redacted) and the
 * votes on its cited pages are kept: private.purge_traces deletes them after as many days.
 */
const ASSISTANT_GAPS_DAYS = 30;

/** Google Analytics' cookies, as the tag sets them, and its data, as the property must be set. */
const ANALYTICS_COOKIE_MONTHS = 13;
const ANALYTICS_DATA_MONTHS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

/** One line of the policy's retention list: its dictionary key (legal.retention) and figures. */
export type RetentionLine =
  | { key: 'leads' | 'resultsLink' | 'consent'; values: { months: number } }
  | { key: 'copies'; values: { months: number; where: 'both' | 'mail' | 'crm' } }
  | {
      key: 'messages' | 'mailLogs' | 'backups' | 'hostLogs' | 'assistantGaps';
      values: { days: number };
    }
  | { key: 'analytics'; values: { cookieMonths: number; dataMonths: number } }
  | { key: 'register'; values: { years: number } }
  | { key: 'rateLimit' | 'assistantCount'; values?: undefined };

/**
 * How long each kind of data is kept, as this server is set: one line for every place a
 * visitor's data goes, and none for a feature that is off.
 */
export function retentionLines(
  settings: Env,
  nodeEnv: string | undefined = process.env.NODE_ENV,
): RetentionLine[] {
  const mail = mailChoice(settings, nodeEnv);
  const sends = mail !== undefined && mail.kind !== 'off';
  const crm = Boolean(settings.LEADS_WEBHOOK_URL);
  const analytics = Boolean(settings.NEXT_PUBLIC_GA_MEASUREMENT_ID);
  const months = settings.LEADS_RETENTION_MONTHS;
  const lines: (RetentionLine | false)[] = [
    { key: 'leads', values: { months } },
    { key: 'resultsLink', values: { months: RESULTS_LINK_MONTHS } },
    sends && { key: 'messages', values: { days: SENT_MESSAGES_KEPT_DAYS } },
    (sends || crm) && {
      key: 'copies',
      values: { months, where: sends && crm ? 'both' : sends ? 'mail' : 'crm' },
    },
    mail?.kind === 'smtp' && {
      key: 'mailLogs',
      values: { days: settings.MAIL_LOG_RETENTION_DAYS },
    },
    { key: 'backups', values: { days: settings.BACKUP_RETENTION_DAYS } },
    { key: 'register', values: { years: RIGHTS_REGISTER_YEARS } },
    { key: 'rateLimit' },
    { key: 'assistantCount' },
    { key: 'assistantGaps', values: { days: ASSISTANT_GAPS_DAYS } },
    { key: 'hostLogs', values: { days: settings.HOST_LOG_RETENTION_DAYS } },
    analytics && {
      key: 'analytics',
      values: { cookieMonths: ANALYTICS_COOKIE_MONTHS, dataMonths: ANALYTICS_DATA_MONTHS },
    },
    analytics && {
      key: 'consent',
      values: { months: Math.round(CONSENT_LIFETIME_MS / DAY_MS / 30.5) },
    },
  ];
  return lines.filter((line): line is RetentionLine => line !== false);
}
