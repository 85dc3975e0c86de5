import type { RingColour } from '@/lib/assessment/scoring';

/**
 * The score ring's colours (red under 30 %, yellow under 60 %, blue under 80 %, teal above), in
 * shades that keep at least 3:1 contrast against white (WCAG 1.4.11 for graphics): a lighter
 * yellow would vanish on the page.
 */
export const RING_COLOURS: Readonly<Record<RingColour, string>> = {
  red: '#dc2626',
  yellow: '#d97706',
  blue: '#2563eb',
  teal: '#0d9488',
};

export const TRACK_COLOUR = '#e2e8f0';
