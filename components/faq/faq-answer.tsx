import { PortableText, type PortableTextComponents } from '@portabletext/react';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import type { FAQ_QUERY_RESULT } from '@/sanity.types';

export type FaqAnswerValue = FAQ_QUERY_RESULT[number]['answer'];

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
