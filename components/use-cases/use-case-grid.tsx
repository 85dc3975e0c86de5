import { getTranslations } from 'next-intl/server';
import { Reveal } from '@/components/ui/reveal';
import type { UseCaseSummary } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { paths } from '@/lib/routes';
import { UseCaseCard, storyCardLabels } from './use-case-card';

/** Every story's card; rows wrap and the last, shorter row is centred. */
export async function UseCaseGrid({
  locale,
  useCases,
}: {
  locale: Locale;
  useCases: UseCaseSummary[];
}) {
  const t = await getTranslations({ locale, namespace: 'marketing' });
  const labels = storyCardLabels(t);
  return (
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
  );
}
