import type { SVGProps } from 'react';

type LineIconProps = SVGProps<SVGSVGElement> & { outlines: readonly string[] };

/**
 * A 24-unit line drawing of one or more path outlines. Decorative: the text beside an icon says
 * what it means, so it is hidden from assistive tech.
 */
export function LineIcon({ outlines, ...props }: LineIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {outlines.map((outline) => (
        <path key={outline} d={outline} />
      ))}
    </svg>
  );
}
