import { ButtonLink } from '@/components/ui/button-link';
import { ArrowRightIcon } from '@/components/ui/icons';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import { UseCaseCard } from '@/components/use-cases/use-case-card';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { paths } from '@/lib/routes';
import type { HOME_PAGE_QUERY_RESULT } from '@/sanity.types';
import { UseCaseCarousel } from './use-case-carousel';

type UseCases = NonNullable<HOME_PAGE_QUERY_RESULT>['useCases'];

type UseCasesSectionProps = {
  locale: Locale;
  useCases: UseCases;
  labels: {
    industry: string;
    function: string;
    readMore: string;
    readMoreAbout: (title: string) => string;
    slideLabel: (index: number, total: number) => string;
    carousel: {
      roleDescription: string;
      slideRoleDescription: string;
      previous: string;
      next: string;
      pause: string;
      play: string;
    };
  };
};

/** The stories carousel; the cards are rendered here, on the server, and handed to it. */
export function UseCasesSection({ locale, useCases, labels }: UseCasesSectionProps) {
  const total = useCases.items.length;
  return (
    // Not a landmark itself: the carousel inside is the region this heading names.
    <div className="render-when-near overflow-hidden bg-white">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <Reveal>
          <SectionHeading id="use-cases-title" title={useCases.heading} intro={useCases.intro} />
        </Reveal>
        <Reveal threshold={0.15} className="mt-12">
          <UseCaseCarousel
            labelledBy="use-cases-title"
            labels={labels.carousel}
            slides={useCases.items.map((useCase, index) => ({
              id: useCase._id,
              label: labels.slideLabel(index + 1, total),
              content: (
                <UseCaseCard
                  useCase={useCase}
                  href={localizedPath(locale, paths.useCase(useCase.slug))}
                  labels={labels}
                  imageSizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                />
              ),
            }))}
            footer={
              <ButtonLink href={localizedPath(locale, paths.useCases)} variant="secondary">
                {useCases.viewAllLabel}
                <ArrowRightIcon className="size-4" />
              </ButtonLink>
            }
          />
        </Reveal>
      </div>
    </div>
  );
}
