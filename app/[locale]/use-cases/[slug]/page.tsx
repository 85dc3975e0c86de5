import { notFound } from 'next/navigation';
import { StoryHero } from '@/components/use-cases/story-hero';
import { StorySections } from '@/components/use-cases/story-sections';
import { getSiteSettings, getUseCase } from '@/lib/content';
import { locales } from '@/lib/i18n/locales';
import { resolveLocale } from '@/lib/i18n/server';
import { detailPageParams } from '@/lib/routes';
import { metadataFor } from '@/lib/seo/metadata';

export const dynamicParams = false;

export function generateStaticParams() {
  return detailPageParams('useCase', locales);
}

export const generateMetadata = metadataFor('useCase');

export default async function UseCasePage({ params }: PageProps<'/[locale]/use-cases/[slug]'>) {
  const { slug } = await params;
  const locale = await resolveLocale(params);
  const [useCase, settings] = await Promise.all([
    getUseCase(locale, slug),
    getSiteSettings(locale),
  ]);
  if (!useCase) notFound();

  return (
    <>
      <StoryHero locale={locale} slug={slug} useCase={useCase} />
      <StorySections locale={locale} useCase={useCase} schedulingUrl={settings.schedulingUrl} />
    </>
  );
}
