'use client';

import { useEffect, useState } from 'react';
import { ringColour } from '@/lib/assessment/scoring';
import { cn } from '@/lib/cn';
import { RING_COLOURS, TRACK_COLOUR } from '@/lib/assessment/results/palette';
import { useReducedMotion } from '@/components/ui/use-reduced-motion';

/** The ring starts filling 100 ms after it appears. */
const RING_ANIMATION_DELAY_MS = 100;

const SIZES = {
  sm: { className: 'size-20', stroke: 12, fontSize: 26 },
  md: { className: 'size-32', stroke: 10, fontSize: 24 },
  lg: { className: 'size-40 sm:size-48', stroke: 9, fontSize: 24 },
} as const;

type ReadinessRingProps = {
  percentage: number;
  /** The percentage as the visitor's language writes it. */
  display: string;
  /** What a screen reader announces instead of the drawing. */
  label: string;
  size?: keyof typeof SIZES;
  className?: string;
};

const VIEW_BOX = 120;

export function ReadinessRing({
  percentage,
  display,
  label,
  size = 'md',
  className,
}: ReadinessRingProps) {
  const reducedMotion = useReducedMotion();
  const [started, setStarted] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setStarted(true), RING_ANIMATION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const { className: sizeClass, stroke, fontSize } = SIZES[size];
  const colour = ringColour(percentage);
  const radius = (VIEW_BOX - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  // Drawn empty until the visitor's preference is known; then filled at once, or after the delay.
  const filled = reducedMotion === true || (reducedMotion === false && started);
  const shown = filled ? Math.min(100, Math.max(0, percentage)) : 0;

  return (
    <svg
      viewBox={`0 0 ${VIEW_BOX} ${VIEW_BOX}`}
      role="img"
      aria-label={label}
      data-colour={colour}
      className={cn('shrink-0', sizeClass, className)}
    >
      <circle
        cx={VIEW_BOX / 2}
        cy={VIEW_BOX / 2}
        r={radius}
        fill="none"
        stroke={TRACK_COLOUR}
        strokeWidth={stroke}
      />
      <circle
        cx={VIEW_BOX / 2}
        cy={VIEW_BOX / 2}
        r={radius}
        fill="none"
        stroke={RING_COLOURS[colour]}
        strokeWidth={stroke}
        strokeLinecap={shown > 0 ? 'round' : 'butt'}
        strokeDasharray={circumference}
        strokeDashoffset={circumference * (1 - shown / 100)}
        transform={`rotate(-90 ${VIEW_BOX / 2} ${VIEW_BOX / 2})`}
        className={
          reducedMotion ? undefined : 'transition-[stroke-dashoffset] duration-1000 ease-out'
        }
      />
      <text
        x="50%"
        y="50%"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={fontSize}
        className="fill-ink-900 font-bold"
      >
        {display}
      </text>
    </svg>
  );
}
