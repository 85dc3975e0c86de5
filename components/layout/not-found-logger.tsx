'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Leaves a trace of every broken link a visitor follows, as the spec asks. */
export function NotFoundLogger() {
  const pathname = usePathname();
  useEffect(() => {
    console.warn('404: no page at', pathname);
  }, [pathname]);
  return null;
}
