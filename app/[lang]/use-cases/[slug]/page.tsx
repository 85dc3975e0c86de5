import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/ui/page-intro';
import { locales } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { resolveLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/metadata';
import { isUseCaseSlug, paths, useCaseSlugs } from '@/lib/routes';

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.flatMap((lang) => useCaseSlugs.map((slug) => ({ lang, slug })));
}

export async function generateMetadata({ params }: PageProps<'/[lang]/use-cases/[slug]'>) {
  const { slug } = await params;
  const lang = await resolveLocale(params);
  if (!isUseCaseSlug(slug)) notFound();
  const t = await getTranslations({ locale: lang });
  const title = t(`useCases.${slug}`);
  return pageMetadata({
    lang,
    path: paths.useCase(slug),
    title,
    description: t('pages.useCase.description', { title }),
    type: 'article',
  });
}

export default async function UseCasePage({ params }: PageProps<'/[lang]/use-cases/[slug]'>) {
  const { slug } = await params;
  const lang = await resolveLocale(params);
  if (!isUseCaseSlug(slug)) notFound();
  const t = await getTranslations({ locale: lang });
  const title = t(`useCases.${slug}`);

  return (
    <PageIntro
      title={title}
      description={t('pages.useCase.description', { title })}
      eyebrow={
        <nav aria-label={t('nav.breadcrumb')} className="mb-6 text-sm">
          <ol className="flex flex-wrap items-center gap-2 text-ink-700">
            <li>
              <Link href={localizedPath(lang, paths.home)} className="hover:underline">
                {t('nav.home')}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link href={localizedPath(lang, paths.useCases)} className="hover:underline">
                {t('nav.useCases')}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="font-medium text-ink-900">
              {title}
            </li>
          </ol>
        </nav>
      }
    />
  );
}
