'use client';

import { lazy, Suspense } from 'react';
import type { ConsentText } from './consent-banner';

// Chunks of their own: only a site with a GA4 id renders this, so a site without one ships none of
// their code, and one with it does not make the first screen wait for them.
const ConsentBanner = lazy(() =>
  import('./consent-banner').then((module) => ({ default: module.ConsentBanner })),
);
const Analytics = lazy(() =>
  import('./analytics').then((module) => ({ default: module.Analytics })),
);

type ConsentProps = {
  measurementId: string;
  text: ConsentText;
  /** The banner's version: a choice made under another banner is asked again. */
  version: string;
};

/** The consent banner and the Google Analytics loader it gates. */
export function Consent({ measurementId, text, version }: ConsentProps) {
  return (
    <Suspense fallback={null}>
      <ConsentBanner text={text} version={version} />
      <Analytics measurementId={measurementId} version={version} />
    </Suspense>
  );
}
