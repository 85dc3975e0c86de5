'use client';

import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Glyph } from '@/components/ui/glyph';
import { useReducedMotion } from '@/components/ui/use-reduced-motion';
import type { EmblaApi, EmblaOptions } from './embla-engine';

const EmblaEngine = lazy(() => import('./embla-engine'));

// Only the cards on screen can take focus (the others are inert), so Embla must not scroll to a
// focused card: that would make the cards before it inert and break Shift+Tab.
const emblaOptions: EmblaOptions = { loop: true, align: 'start', watchFocus: false };

/** The carousel advances every three seconds. */
const AUTOPLAY_DELAY_MS = 3000;

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-ink-900 shadow-sm transition-colors hover:border-brand-700 hover:text-brand-700 motion-reduce:transition-none';

/** How many cards the breakpoint shows: 1, 2 or 3 (each slide's box includes the gap). */
function cardsPerView(emblaApi: EmblaApi): number {
  const [first] = emblaApi?.slideNodes() ?? [];
  if (!emblaApi || !first || first.offsetWidth === 0) return 0;
  return Math.max(1, Math.round(emblaApi.rootNode().clientWidth / first.offsetWidth));
}

/**
 * The slide at the carousel's left edge and the number of cards shown, read from Embla whenever it
 * selects a slide or re-measures. Before Embla has started, 0 cards: nothing is hidden.
 */
function useVisibleWindow(emblaApi: EmblaApi) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!emblaApi) return () => {};
      emblaApi.on('select', onChange).on('reInit', onChange).on('resize', onChange);
      return () => {
        emblaApi.off('select', onChange).off('reInit', onChange).off('resize', onChange);
      };
    },
    [emblaApi],
  );
  const first = useSyncExternalStore(
    subscribe,
    () => emblaApi?.selectedScrollSnap() ?? 0,
    () => 0,
  );
  const count = useSyncExternalStore(
    subscribe,
    () => cardsPerView(emblaApi),
    () => 0,
  );
  return { first, count };
}

type CarouselSlide = {
  id: string;
  /** "n of total", read as the slide's name. */
  label: string;
  content: ReactNode;
};

type UseCaseCarouselProps = {
  /** The id of the heading that names the carousel. */
  labelledBy: string;
  slides: CarouselSlide[];
  labels: {
    roleDescription: string;
    slideRoleDescription: string;
    previous: string;
    next: string;
    pause: string;
    play: string;
  };
  /** Rendered beside the controls, e.g. the link to every story. */
  footer?: ReactNode;
};

/**
 * The home page's story carousel (WAI-ARIA APG carousel pattern): loops, advances by itself unless
 * the visitor prefers reduced motion, and holds still while hovered, while keyboard focus is inside
 * it, while it is off screen, or once paused with its rotation button.
 */
export function UseCaseCarousel({ labelledBy, slides, labels, footer }: UseCaseCarouselProps) {
  // A ref, not state: a state set from a ref callback would re-render the carousel synchronously
  // during the commit that ends hydration. Embla only reads it once it is wanted, long after.
  const viewport = useRef<HTMLDivElement>(null);
  const [emblaApi, setEmblaApi] = useState<EmblaApi>();
  // Embla loads once the carousel is about a screen away, or as soon as the visitor reaches for it.
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  // Until the visitor's preference is known, the carousel stays still.
  const reducedMotion = useReducedMotion() ?? true;
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [onScreen, setOnScreen] = useState(false);
  const shown = useVisibleWindow(emblaApi);
  const root = useRef<HTMLElement>(null);
  const rotationButton = useRef<HTMLButtonElement>(null);
  const slidesId = useId();

  const rotating = (choice ?? (reducedMotion ? 'pause' : 'play')) === 'play';
  // Off screen it waits, so the visitor who scrolls down meets the first story, not a random one.
  const advancing = rotating && onScreen && !hovered && !focused;

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) =>
      setOnScreen(entry?.isIntersecting ?? false),
    );
    const nearby = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) want();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    nearby.observe(element);
    return () => {
      observer.disconnect();
      nearby.disconnect();
    };
  }, [want]);

  // One timer per shown slide, so a manual move also gives the new slide its full 3 seconds. A
  // visitor who prefers reduced motion and still starts the rotation gets jumps, not slides.
  useEffect(() => {
    if (!emblaApi || !advancing) return;
    const timer = window.setTimeout(() => emblaApi.scrollNext(reducedMotion), AUTOPLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [emblaApi, advancing, reducedMotion, shown.first]);

  // Cards outside the window stay out of the tab order and the accessibility tree.
  const offScreen = (index: number) =>
    shown.count > 0 && (index - shown.first + slides.length) % slides.length >= shown.count;

  const onPointerEnter = (event: PointerEvent) => {
    want();
    if (event.pointerType === 'mouse') setHovered(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(false);
  };
  // Keyboard focus stops the rotation; a mouse click on a control should not pin it paused. The
  // rotation button is the one control inside that must not stop the rotation it starts.
  const onFocus = (event: FocusEvent) => {
    want();
    setFocused(event.target !== rotationButton.current && event.target.matches(':focus-visible'));
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      ref={root}
      aria-roledescription={labels.roleDescription}
      aria-labelledby={labelledBy}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {/* Embla measures with offsetLeft: the viewport must be the track's offset parent, and the
          track must start at its left edge, or every re-measure after a resize shifts the snaps. */}
      {/* Without JavaScript the track scrolls sideways and the controls, which could do nothing, are
          gone. */}
      <div
        ref={viewport}
        className="relative -my-2 overflow-hidden py-2 noscript:snap-x noscript:snap-mandatory noscript:overflow-x-auto"
      >
        {/* Screen readers hear the slides a visitor moves to, not every turn of the rotation. */}
        <div
          id={slidesId}
          aria-live={advancing ? 'off' : 'polite'}
          className="-mr-6 flex touch-pan-y touch-pinch-zoom"
        >
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription={labels.slideRoleDescription}
              aria-label={slide.label}
              inert={offScreen(index)}
              className="min-w-0 shrink-0 grow-0 basis-full pr-6 noscript:snap-start md:basis-1/2 lg:basis-1/3"
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {wanted ? (
        <Suspense fallback={null}>
          <EmblaEngine viewport={viewport} options={emblaOptions} onReady={setEmblaApi} />
        </Suspense>
      ) : null}
      <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
        {footer}
        <div className="flex items-center gap-3 noscript:hidden">
          <button
            ref={rotationButton}
            type="button"
            className={controlClass}
            onClick={() => setChoice(rotating ? 'pause' : 'play')}
          >
            {rotating ? (
              <Glyph name="pause" className="size-4" />
            ) : (
              <Glyph name="play" className="size-4" />
            )}
            <span className="sr-only">{rotating ? labels.pause : labels.play}</span>
          </button>
          <MoveButton
            icon="chevron-left"
            label={labels.previous}
            slidesId={slidesId}
            onClick={() => emblaApi?.scrollPrev(reducedMotion)}
          />
          <MoveButton
            icon="chevron-right"
            label={labels.next}
            slidesId={slidesId}
            onClick={() => emblaApi?.scrollNext(reducedMotion)}
          />
        </div>
      </div>
    </section>
  );
}

type MoveButtonProps = {
  icon: 'chevron-left' | 'chevron-right';
  label: string;
  slidesId: string;
  onClick: () => void;
};

function MoveButton({ icon, label, slidesId, onClick }: MoveButtonProps) {
  return (
    <button type="button" className={controlClass} aria-controls={slidesId} onClick={onClick}>
      <Glyph name={icon} className="size-5" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
