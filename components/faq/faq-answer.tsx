import { PortableText, type PortableTextComponents } from '@portabletext/react';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import type { FaqItem } from '@/lib/content/types';

export type FaqAnswerValue = FaqItem['answer'];

type FaqAnswerProps = {
  value: FaqAnswerValue;
  locale: Locale;
};

/** Renders an answer's Portable Text; internal links are stored without a language prefix. */
export function FaqAnswer({ value, locale }: FaqAnswerProps) {
  const components: PortableTextComponents = {
    marks: {
      internalLink: ({ value: mark, children }) => {
        const path = typeof mark?.path === 'string' ? mark.path : '/';
        return <Link href={localizedPath(locale, path)}>{children}</Link>;
      },
    },
  };
  return <PortableText value={value} components={components} />;
}
