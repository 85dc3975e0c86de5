import { getTranslations } from 'next-intl/server';
import { FeatureCard } from '@/components/ui/feature-card';
import type { Locale } from '@/lib/i18n/locales';

const topics = ['strategic', 'technical', 'financial', 'risk', 'insights', 'advantage'] as const;

/** The six things the assessment looks at, shown beside the lead form. */
export async function AssessmentTopics({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'assessmentInfoPage' });
  const copy = (key: (typeof topics)[number]) => ({
    title: t(`items.${key}.title`),
    description: t(`items.${key}.description`),
  });
  return (
    <section aria-labelledby="assessment-topics-title">
      <h2 id="assessment-topics-title" className="text-2xl font-bold text-ink-900">
        {t('gridTitle')}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {topics.map((topic) => (
          <FeatureCard key={topic} copy={copy(topic)} tone="tinted" />
        ))}
      </ul>
    </section>
  );
}
