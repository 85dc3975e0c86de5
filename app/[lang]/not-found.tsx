import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { NotFoundLogger } from '@/components/layout/not-found-logger';
import { isLocale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';

export default async function NotFound() {
  const requested = await getLocale();
  const lang = isLocale(requested) ? requested : 'en';
  const t = await getTranslations({ locale: lang, namespace: 'notFound' });

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <NotFoundLogger />
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
        {t('title')}
      </h1>
      <p className="mt-4 text-lg text-ink-700">{t('description')}</p>
      <Link
        href={localizedPath(lang, '/')}
        className="mt-8 inline-flex rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t('returnHome')}
      </Link>
    </section>
  );
}
