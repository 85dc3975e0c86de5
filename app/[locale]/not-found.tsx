import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { locale as rootLang } from 'next/root-params';
import { getTranslations } from 'next-intl/server';
import { NotFoundLogger } from '@/components/layout/not-found-logger';
import { getSiteSettings } from '@/lib/content';
import { localeOr } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { notFoundMetadata } from '@/lib/seo/metadata';

// A not-found boundary gets no params; the root parameter also reaches its metadata, which
// next-intl's request locale does not.
async function notFoundLocale() {
  const requested = await rootLang();
  return localeOr(requested);
}

export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata(await notFoundLocale());
}

export default async function NotFound() {
  const locale = await notFoundLocale();
  const [t, { notFound }] = await Promise.all([
    getTranslations({ locale, namespace: 'notFound' }),
    getSiteSettings(locale),
  ]);

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <NotFoundLogger />
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
        {notFound.title}
      </h1>
      <p className="mt-4 text-lg text-ink-700">{notFound.description}</p>
      <Link
        href={localizedPath(locale, '/')}
        className="mt-8 inline-flex rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t('returnHome')}
      </Link>
    </section>
  );
}
