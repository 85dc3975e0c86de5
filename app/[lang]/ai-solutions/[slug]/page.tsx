import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { PageIntro } from '@/components/ui/page-intro';
import { locales } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { resolveLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/metadata';
import { isServiceSlug, paths, serviceSlugs } from '@/lib/routes';

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.flatMap((lang) => serviceSlugs.map((slug) => ({ lang, slug })));
}

export async function generateMetadata({ params }: PageProps<'/[lang]/ai-solutions/[slug]'>) {
  const { slug } = await params;
  const lang = await resolveLocale(params);
  if (!isServiceSlug(slug)) notFound();
  const t = await getTranslations({ locale: lang });
  const title = t(`services.${slug}`);
  return pageMetadata({
    lang,
    path: paths.service(slug),
    title,
    description: t('pages.service.description', { title }),
  });
}

export default async function ServicePage({ params }: PageProps<'/[lang]/ai-solutions/[slug]'>) {
  const { slug } = await params;
  const lang = await resolveLocale(params);
  if (!isServiceSlug(slug)) notFound();
  const t = await getTranslations({ locale: lang });
  const title = t(`services.${slug}`);

  return (
    <PageIntro
      title={title}
      description={t('pages.service.description', { title })}
      eyebrow={
        <Link
          href={localizedPath(lang, paths.aiSolutions)}
          className="mb-6 inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeftIcon className="size-4" />
          {t('nav.allSolutions')}
        </Link>
      }
    />
  );
}
