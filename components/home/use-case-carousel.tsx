'use client';

import useEmblaCarousel from 'embla-carousel-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/ui/icons';

/** Spec section 9: the carousel advances every 3000 ms. */
const AUTOPLAY_DELAY_MS = 3000;

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => window.matchMedia(reducedMotionQuery).matches;
// The server cannot know; assume stillness so nothing moves before the browser has said otherwise.
const prefersReducedMotionOnServer = () => true;

export type CarouselSlide = {
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
  const [viewportRef, emblaApi] = useEmblaCarousel({ loop: true, align: 'start' });
  const reducedMotion = useSyncExternalStore(
    subscribeToReducedMotion,
    prefersReducedMotion,
    prefersReducedMotionOnServer,
  );
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [selected, setSelected] = useState(0);
  const [onScreen, setOnScreen] = useState(false);
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
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    emblaApi.on('select', onSelect);
    return () => {
      emblaApi.off('select', onSelect);
    };
  }, [emblaApi]);

  // One timer per shown slide, so a manual move also gives the new slide its full 3 seconds.
  useEffect(() => {
    if (!emblaApi || !advancing) return;
    const timer = window.setTimeout(() => emblaApi.scrollNext(), AUTOPLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [emblaApi, advancing, selected]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(false);
  };
  // Keyboard focus stops the rotation; a mouse click on a control should not pin it paused. The
  // rotation button is the one control inside that must not stop the rotation it starts.
  const onFocus = (event: FocusEvent) =>
    setFocused(event.target !== rotationButton.current && event.target.matches(':focus-visible'));
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  const controlClass =
    'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-ink-900 shadow-sm transition-colors hover:border-brand-700 hover:text-brand-700 motion-reduce:transition-none';

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
      <div ref={viewportRef} className="relative -my-2 overflow-hidden py-2">
        <div id={slidesId} className="-mr-6 flex touch-pan-y touch-pinch-zoom">
          {slides.map((slide) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription={labels.slideRoleDescription}
              aria-label={slide.label}
              className="min-w-0 shrink-0 grow-0 basis-full pr-6 md:basis-1/2 lg:basis-1/3"
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
        {footer}
        <div className="flex items-center gap-3">
          <button
            ref={rotationButton}
            type="button"
            className={controlClass}
            onClick={() => setChoice(rotating ? 'pause' : 'play')}
          >
            {rotating ? <PauseIcon className="size-4" /> : <PlayIcon className="size-4" />}
            <span className="sr-only">{rotating ? labels.pause : labels.play}</span>
          </button>
          <button
            type="button"
            className={controlClass}
            aria-controls={slidesId}
            onClick={() => emblaApi?.scrollPrev(reducedMotion)}
          >
            <ChevronLeftIcon className="size-5" />
            <span className="sr-only">{labels.previous}</span>
          </button>
          <button
            type="button"
            className={controlClass}
            aria-controls={slidesId}
            onClick={() => emblaApi?.scrollNext(reducedMotion)}
          >
            <ChevronRightIcon className="size-5" />
            <span className="sr-only">{labels.next}</span>
          </button>
        </div>
      </div>
    </section>
  );
}
