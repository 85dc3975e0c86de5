import { getTranslations } from 'next-intl/server';
import { connection } from 'next/server';
import { LegalSections } from '@/components/legal/legal-sections';
import { ProcessorList } from '@/components/legal/processor-list';
import { RetentionList } from '@/components/legal/retention-list';
import { PageIntro } from '@/components/ui/page-intro';
import { formatDate } from '@/lib/assessment/results/format';
import { getPrivacyPolicy } from '@/lib/content';
import { env, processorsInUse } from '@/lib/env';
import { processorEntries } from '@/lib/legal/processor-entries';
import { retentionLines } from '@/lib/legal/retention';
import { resolveLocale } from '@/lib/i18n/server';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('privacy');

export default async function PrivacyPage({ params }: PageProps<'/[locale]/privacy'>) {
  // Rendered on request: the processors and periods are this server's settings, never a build's.
  await connection();
  const locale = await resolveLocale(params);
  const [policy, t] = await Promise.all([
    getPrivacyPolicy(locale),
    getTranslations({ locale, namespace: 'legal' }),
  ]);
  // Midday UTC is the same calendar day in every time zone the server may run in.
  const date = policy.effectiveDate ? formatDate(`${policy.effectiveDate}T12:00:00Z`, locale) : '';
  const processors = processorEntries({
    inUse: processorsInUse(env),
    purposes: policy.processors?.items ?? [],
    locale,
    t,
    assistantRetentionDays: env.ASSISTANT_PROVIDER_RETENTION_DAYS,
  });
  return (
    <>
      <PageIntro title={policy.title} description={policy.description} />
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          <p className="text-sm text-ink-600">
            {t('version', { version: policy.version ?? '', date })}
          </p>
          <LegalSections sections={policy.sections} locale={locale} />
          <ProcessorList
            heading={policy.processors?.heading ?? null}
            intro={policy.processors?.intro ?? null}
            entries={processors}
          />
          <RetentionList heading={policy.retentionHeading} lines={retentionLines(env)} t={t} />
        </div>
      </div>
    </>
  );
}
