'use client';

import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { type RefObject, useEffect } from 'react';

export type EmblaApi = UseEmblaCarouselType[1];
export type EmblaOptions = Parameters<typeof useEmblaCarousel>[0];

type EmblaEngineProps = {
  viewport: RefObject<HTMLElement | null>;
  options: EmblaOptions;
  onReady: (api: EmblaApi) => void;
};

/**
 * Embla, attached to a viewport the carousel has already rendered. It lives in a chunk of its own
 * that the carousel loads as it nears the screen, so the home page's first load does not carry it.
 */
export default function EmblaEngine({ viewport, options, onReady }: EmblaEngineProps) {
  const [attach, api] = useEmblaCarousel(options);
  useEffect(() => attach(viewport.current), [attach, viewport]);
  useEffect(() => onReady(api), [api, onReady]);
  return null;
}
