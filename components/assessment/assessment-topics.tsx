import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';

const topics = ['strategic', 'technical', 'financial', 'risk', 'insights', 'advantage'] as const;

/** The six things the assessment looks at, shown beside the lead form. */
export async function AssessmentTopics({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'assessmentInfoPage' });
  return (
    <section aria-labelledby="assessment-topics-title">
      <h2 id="assessment-topics-title" className="text-2xl font-bold text-ink-900">
        {t('gridTitle')}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {topics.map((topic) => (
          <li key={topic} className="rounded-xl border border-slate-200 bg-ink-50 p-5">
            <h3 className="font-semibold text-ink-900">{t(`items.${topic}.title`)}</h3>
            <p className="mt-1.5 text-sm text-ink-700">{t(`items.${topic}.description`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
