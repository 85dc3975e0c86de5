import { getTranslations } from 'next-intl/server';
import type { LegalNotice } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';

type LegalFactsProps = {
  notice: LegalNotice;
  locale: Locale;
};

/**
 * What French law requires every publisher's site to state (LCEN article 6): who publishes it,
 * how to reach and identify them, who answers for it, and who hosts it.
 */
export async function LegalFacts({ notice, locale }: LegalFactsProps) {
  const t = await getTranslations({ locale, namespace: 'legal.facts' });
  const { facts, contactEmail } = notice;
  const rows: [label: string, value: string | null][] = [
    [t('publisher'), facts.publisher],
    [
      t('legalForm'),
      [facts.legalForm, facts.shareCapital && t('capital', { amount: facts.shareCapital })]
        .filter(Boolean)
        .join(', '),
    ],
    [t('address'), facts.address],
    [t('phone'), facts.phone],
    [t('email'), contactEmail],
    [t('registration'), facts.registration],
    [t('vatNumber'), facts.vatNumber],
    [t('publicationDirector'), facts.publicationDirector],
    [t('host'), [facts.hostName, facts.hostAddress, facts.hostPhone].filter(Boolean).join('\n')],
  ];
  return (
    <section className="mt-2">
      <h2 className="text-xl font-semibold text-ink-900">{notice.page.factsHeading}</h2>
      <dl className="mt-4 grid gap-x-8 gap-y-3 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-ink-900">{label}</dt>
            <dd className="whitespace-pre-line text-ink-700">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
