'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Leaves a trace in the browser's console of every broken link a visitor follows. */
export function NotFoundLogger() {
  const pathname = usePathname();
  useEffect(() => {
    console.warn('404: no page at', pathname);
  }, [pathname]);
  return null;
}
