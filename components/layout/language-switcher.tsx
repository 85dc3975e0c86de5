'use client';

import { Link } from '@/components/ui/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef } from 'react';
import { locales, type Locale } from '@/lib/i18n/locales';
import { localeOfPath, switchLocalePath } from '@/lib/i18n/routing';
import { cn } from '@/lib/cn';

type LanguageSwitcherProps = {
  /** `header` offers the other language; `footer` shows both side by side. */
  variant: 'header' | 'footer';
  names: Record<Locale, string>;
  label: string;
  className?: string;
};

// The header's switcher offers only the other language, so the link that was activated is gone
// once the page has switched, and keyboard focus would fall to the page. The new header's link,
// the way back, takes it instead.
let focusHeaderLinkOnMount = false;

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
  names,
  label,
  className,
  search,
}: LanguageSwitcherProps & { search: string }) {
  const pathname = usePathname();
  const current = localeOfPath(pathname) ?? 'en';
  const shown = variant === 'header' ? locales.filter((locale) => locale !== current) : locales;
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (variant !== 'header' || !focusHeaderLinkOnMount) return;
    focusHeaderLinkOnMount = false;
    list.current?.querySelector('a')?.focus({ preventScroll: true });
    // The path is a dependency so that a header kept across the switch does the same.
  }, [variant, pathname]);

  return (
    <ul ref={list} aria-label={label} className={cn('flex items-center gap-1', className)}>
      {shown.map((locale) => (
        <li key={locale}>
          <Link
            href={switchLocalePath(pathname, locale, search)}
            hrefLang={locale}
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
              focusHeaderLinkOnMount = variant === 'header' && inPlace;
            }}
            className="whitespace-nowrap rounded-md px-2 py-1.5 text-sm font-medium text-ink-700 underline-offset-4 hover:text-ink-900 hover:underline aria-[current=true]:font-semibold aria-[current=true]:text-brand-700"
          >
            {names[locale]}
          </Link>
        </li>
      ))}
    </ul>
  );
}
