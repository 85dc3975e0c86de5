import type { SVGProps } from 'react';
import iconSet from './icon-set.json';

/** The site's icons, 24-unit line drawings; each is one or more path outlines. */
export type IconName = keyof typeof iconSet;

export const iconNames = Object.keys(iconSet) as IconName[];

type IconProps = SVGProps<SVGSVGElement> & { name: IconName };

/** Decorative: the text beside an icon says what it means, so it is hidden from assistive tech. */
export function Icon({ name, ...props }: IconProps) {
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
      {iconSet[name].map((outline) => (
        <path key={outline} d={outline} />
      ))}
    </svg>
  );
}

/** The icon a marketer chose, or a neutral mark for a name the set no longer has. */
export function contentIcon(name: string | null | undefined): IconName {
  return name && name in iconSet ? (name as IconName) : 'check-circle';
}
