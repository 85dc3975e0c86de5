'use client';

import { Link } from '@/components/ui/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef } from 'react';
import { defaultLocale, localeEntry, locales } from '@/lib/i18n/locales';
import { localeOfPath, switchLocalePath } from '@/lib/i18n/routing';
import { cn } from '@/lib/cn';
import { rememberSwitch, takeFocusAfterSwitch, type Placement } from './switch-focus';

type LanguageSwitcherProps = {
  /** Where the switcher sits: the header offers the other language, the others show both. */
  variant: Placement;
  label: string;
  className?: string;
};

export function LanguageSwitcher(props: LanguageSwitcherProps) {
  // The query string is only known in the browser; until then the links keep the path alone.
  return (
    <Suspense fallback={<LanguageLinks {...props} search="" />}>
      <LanguageLinksWithQuery {...props} />
    </Suspense>
  );
}

function LanguageLinksWithQuery(props: LanguageSwitcherProps) {
  const query = useSearchParams().toString();
  return <LanguageLinks {...props} search={query ? `?${query}` : ''} />;
}

function LanguageLinks({
  variant,
  label,
  className,
  search,
}: LanguageSwitcherProps & { search: string }) {
  const pathname = usePathname();
  const current = localeOfPath(pathname) ?? defaultLocale;
  const shown = variant === 'header' ? locales.filter((locale) => locale !== current) : locales;
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!takeFocusAfterSwitch(variant, pathname)) return;
    const link = list.current?.querySelector<HTMLElement>(
      variant === 'header' ? 'a' : 'a[aria-current="true"]',
    );
    // The footer's link is scrolled into view if the new page's length moved it out of view.
    link?.focus({ preventScroll: variant !== 'footer' });
    // The path is a dependency so that a switcher kept across the switch does the same.
  }, [variant, pathname]);

  return (
    <ul ref={list} aria-label={label} className={cn('flex items-center gap-1', className)}>
      {shown.map((locale) => (
        <li key={locale}>
          <Link
            href={switchLocalePath(pathname, locale, search)}
            hrefLang={locale}
            // From the footer the visitor stays at the foot of the page, not sent back to its top.
            scroll={variant !== 'footer'}
            lang={locale}
            aria-current={locale === current ? 'true' : undefined}
            onClick={(event) => {
              // A click that opens the other language in a new tab or window leaves this page as is.
              const inPlace =
                event.button === 0 &&
                !event.metaKey &&
                !event.ctrlKey &&
                !event.shiftKey &&
                !event.altKey;
              rememberSwitch(inPlace && locale !== current ? { placement: variant, locale } : null);
            }}
            className="whitespace-nowrap rounded-md px-2 py-1.5 text-sm font-medium text-ink-700 underline-offset-4 hover:text-ink-900 hover:underline aria-[current=true]:font-semibold aria-[current=true]:text-brand-700"
          >
            {localeEntry(locale).name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
