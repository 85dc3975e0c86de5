import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icons';
import { Section } from '@/components/ui/section';
import { UseCaseCard, storyCardLabels } from '@/components/use-cases/use-case-card';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { paths } from '@/lib/routes';
import type { HomePage } from '@/lib/content/types';
import { UseCaseCarousel } from './use-case-carousel';

type UseCasesSectionProps = { locale: Locale; useCases: HomePage['useCases'] };

/** The stories carousel; the cards are rendered here, on the server, and handed to it. */
export async function UseCasesSection({ locale, useCases }: UseCasesSectionProps) {
  const t = await getTranslations({ locale, namespace: 'marketing' });
  const total = useCases.items.length;
  const labels = storyCardLabels(t);
  return (
    // Not a landmark itself: the carousel inside is the region this heading names.
    <Section as="div" id="use-cases-title" copy={useCases} className="overflow-hidden">
      <div className="mt-12">
        <UseCaseCarousel
          labelledBy="use-cases-title"
          labels={{
            roleDescription: t('carousel.roleDescription'),
            slideRoleDescription: t('carousel.slideRoleDescription'),
            previous: t('carousel.previous'),
            next: t('carousel.next'),
            pause: t('carousel.pause'),
            play: t('carousel.play'),
          }}
          slides={useCases.items.map((useCase, index) => ({
            id: useCase._id,
            label: t('carousel.slideLabel', { index: index + 1, total }),
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
              <Icon name="arrow-right" className="size-4" />
            </ButtonLink>
          }
        />
      </div>
    </Section>
  );
}
