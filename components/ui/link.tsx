'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'prefetch'> & { href: string };

/**
 * next/link that prefetches a page when the visitor shows they may open it (pointer over, touch,
 * keyboard focus) instead of whenever a link scrolls into view. Every page links to the home page
 * and the forms, so prefetching on sight made each visit download their code, on a phone's data
 * plan too, for pages most visitors never open. Navigation stays client-side either way.
 */
export function Link({ href, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <NextLink
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
      {...props}
    />
  );
}
