import { getTranslations } from 'next-intl/server';
import { FeatureCard } from '@/components/ui/feature-card';
import { Section } from '@/components/ui/section';
import type { Locale } from '@/lib/i18n/locales';

const cards = ['general', 'strategic', 'support'] as const;

/** The three ways to reach the firm, under the contact form. */
export async function HelpCards({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'contactPage' });
  const copy = (key: (typeof cards)[number]) => ({
    title: t(`cards.${key}.title`),
    description: t(`cards.${key}.description`),
  });
  return (
    <Section
      id="help-title"
      copy={{ heading: t('helpTitle'), intro: t('helpIntro') }}
      tone="tinted"
      spacing="compact"
      layout="together"
    >
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {cards.map((card) => (
          <FeatureCard key={card} copy={copy(card)} size="large" />
        ))}
      </ul>
    </Section>
  );
}
