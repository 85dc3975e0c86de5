import { getTranslations } from 'next-intl/server';
import { LegalSections } from '@/components/legal/legal-sections';
import { ProcessorList } from '@/components/legal/processor-list';
import { RetentionList } from '@/components/legal/retention-list';
import { PageIntro } from '@/components/ui/page-intro';
import { formatDate } from '@/lib/assessment/results/format';
import { getPrivacyPolicy } from '@/lib/content';
import { env } from '@/lib/env';
import { processorsInUse } from '@/lib/legal/processors';
import { resolveLocale } from '@/lib/i18n/server';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('privacy');

export default async function PrivacyPage({ params }: PageProps<'/[locale]/privacy'>) {
  const locale = await resolveLocale(params);
  const [policy, t] = await Promise.all([
    getPrivacyPolicy(locale),
    getTranslations({ locale, namespace: 'legal' }),
  ]);
  // Midday UTC is the same calendar day in every time zone the server may run in.
  const date = policy.effectiveDate ? formatDate(`${policy.effectiveDate}T12:00:00Z`, locale) : '';
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
            processors={
              policy.processors && {
                ...policy.processors,
                items: processorsInUse(
                  policy.processors.items ?? [],
                  env.ASSISTANT_PROVIDER_URL && env.ASSISTANT_PROVIDER_NAME,
                ),
              }
            }
          />
          <RetentionList heading={policy.retentionHeading} locale={locale} />
        </div>
      </div>
    </>
  );
}
