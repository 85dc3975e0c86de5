import {
  PortableText,
  type PortableTextBlock,
  type PortableTextComponents,
} from '@portabletext/react';
import { Link } from '@/components/ui/link';
import { linkTargetPath, type LinkTarget } from '@/lib/content/links';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';

/** Portable Text blocks as the queries return them (an absent list of marks reads as null). */
type Blocks = readonly { _type: string; _key: string }[];

type RichTextProps = {
  value: Blocks | null | undefined;
  locale: Locale;
  /** The classes of each paragraph. */
  paragraphClassName?: string;
};

/**
 * A marketer's rich text: paragraphs, lists, emphasis and links to pages of the site, which
 * follow their document wherever its slug goes, in the reader's language.
 */
export function RichText({ value, locale, paragraphClassName }: RichTextProps) {
  if (!value) return null;
  const components: PortableTextComponents = {
    block: { normal: ({ children }) => <p className={paragraphClassName}>{children}</p> },
    marks: {
      internalLink: ({ value: mark, children }) => {
        const target = (mark as { target?: LinkTarget } | undefined)?.target;
        return (
          <Link
            href={localizedPath(locale, linkTargetPath(target))}
            className="font-medium underline underline-offset-4"
          >
            {children}
          </Link>
        );
      },
    },
  };
  return <PortableText value={value as PortableTextBlock[]} components={components} />;
}
