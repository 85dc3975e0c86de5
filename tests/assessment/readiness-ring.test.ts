import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReadinessRing } from '@/components/assessment/results/readiness-ring';

function render(size: 'sm' | 'md' | 'lg' | undefined, percentage = 40) {
  const html = renderToString(
    createElement(ReadinessRing, { size, percentage, display: `${percentage}%`, label: 'Score' }),
  );
  const circles = [...html.matchAll(/<circle ([^>]*)\/?>/g)].map(([, attributes]) =>
    Object.fromEntries(
      [...(attributes ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [
        name,
        value,
      ]),
    ),
  );
  const svgClass = /<svg [^>]*class="([^"]*)"/.exec(html)?.[1] ?? '';
  return { html, svgClass, track: circles[0], value: circles[1] };
}

describe('ReadinessRing', () => {
  it.each([
    ['sm', 'size-20', '12'],
    ['md', 'size-32', '10'],
    ['lg', 'size-40', '9'],
  ] as const)('draws the %s size at its own size and stroke', (size, sizeClass, stroke) => {
    const { svgClass, track, value } = render(size);
    expect(svgClass.split(' ')).toContain(sizeClass);
    expect(track?.['stroke-width']).toBe(stroke);
    expect(value?.['stroke-width']).toBe(stroke);
    // The radius leaves room for the stroke inside the 120-unit box.
    expect(Number(value?.r)).toBe((120 - Number(stroke)) / 2);
  });

  it('is medium unless told otherwise', () => {
    expect(render(undefined).svgClass).toBe(render('md').svgClass);
  });

  it('is drawn empty before it animates, with the percentage written and announced', () => {
    const { html, value } = render('lg', 73);
    expect(value?.['stroke-dashoffset']).toBe(value?.['stroke-dasharray']);
    expect(value?.class).toContain('transition-[stroke-dashoffset]');
    expect(html).toContain('aria-label="Score"');
    expect(html).toContain('>73%</text>');
  });
});
