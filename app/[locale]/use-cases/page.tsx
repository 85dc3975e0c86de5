import { getTranslations } from 'next-intl/server';
import { Reveal } from '@/components/ui/reveal';
import { PageIntro } from '@/components/ui/page-intro';
import { UseCaseCard } from '@/components/use-cases/use-case-card';
import { getUseCases } from '@/lib/content';
import { localizedPath } from '@/lib/i18n/routing';
import { resolveLocale } from '@/lib/i18n/server';
import { routeMetadata } from '@/lib/seo/metadata';
import { paths } from '@/lib/routes';

export function generateMetadata({ params }: PageProps<'/[locale]/use-cases'>) {
  return routeMetadata(params, paths.useCases);
}

export default async function UseCasesPage({ params }: PageProps<'/[locale]/use-cases'>) {
  const locale = await resolveLocale(params);
  const [useCases, t] = await Promise.all([getUseCases(locale), getTranslations({ locale })]);
  const labels = {
    industry: t('marketing.tagLabel', { label: t('marketing.industry') }),
    function: t('marketing.tagLabel', { label: t('marketing.function') }),
    readMore: t('marketing.readMore'),
    readMoreAbout: (title: string) => t('marketing.readMoreAbout', { title }),
  };

  return (
    <>
      <PageIntro title={t('pages.useCases.title')} description={t('pages.useCases.description')} />
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <ul className="flex flex-wrap justify-center gap-8">
          {useCases.map((useCase, index) => (
            <li
              key={useCase._id}
              className="w-full md:w-[calc((100%-2rem)/2)] lg:w-[calc((100%-4rem)/3)]"
            >
              <Reveal threshold={0.15} className="h-full">
                <UseCaseCard
                  useCase={useCase}
                  href={localizedPath(locale, paths.useCase(useCase.slug))}
                  labels={labels}
                  headingLevel="h2"
                  imageSizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                  preload={index === 0}
                />
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
