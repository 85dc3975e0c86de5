import { getTranslations } from 'next-intl/server';
import { CONSENT_LIFETIME_MS } from '@/lib/analytics';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { SENT_MESSAGES_KEPT_DAYS } from '@/lib/outbox/queue';

type RetentionListProps = { heading: string | null; locale: Locale };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long each kind of data is kept, with the periods the site is set to: the policy cannot say
 * one thing while the settings do another.
 */
export async function RetentionList({ heading, locale }: RetentionListProps) {
  const t = await getTranslations({ locale, namespace: 'legal.retention' });
  const items = [
    t('leads', { months: env.LEADS_RETENTION_MONTHS }),
    t('messages', { days: SENT_MESSAGES_KEPT_DAYS }),
    t('consent', { months: Math.round(CONSENT_LIFETIME_MS / DAY_MS / 30.5) }),
    t('rateLimit'),
    t('objections'),
  ];
  return (
    <section className="mt-10">
      <h2 className="text-xl font-semibold text-ink-900">{heading}</h2>
      <ul className="mt-3 flex list-disc flex-col gap-2 pl-6 text-ink-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
