import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';

const cards = ['general', 'strategic', 'support'] as const;

export async function HelpCards({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'contactPage' });
  return (
    <section aria-labelledby="help-title" className="render-when-near bg-ink-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="help-title" className="text-3xl font-bold tracking-tight text-ink-900">
          {t('helpTitle')}
        </h2>
        <p className="mt-3 max-w-2xl text-ink-700">{t('helpIntro')}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {cards.map((card) => (
            <li key={card} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-ink-900">{t(`cards.${card}.title`)}</h3>
              <p className="mt-2 text-ink-700">{t(`cards.${card}.description`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
