import type { SVGProps } from 'react';
import contentIconSet from './content-icon-set.json';
import glyphSet from './glyph-set.json';
import { LineIcon } from './line-icon';

const iconSet = { ...glyphSet, ...contentIconSet };

/** The site's icons: the interface's glyphs and the icons marketers choose for content. */
export type IconName = keyof typeof iconSet;

type IconProps = SVGProps<SVGSVGElement> & { name: IconName };

/** Any of the site's icons, for server components (client components draw a `Glyph`). */
export function Icon({ name, ...props }: IconProps) {
  return <LineIcon outlines={iconSet[name]} {...props} />;
}

/** The icon a marketer chose, or a neutral mark for a name the set no longer has. */
export function contentIcon(name: string | null | undefined): IconName {
  return name && name in iconSet ? (name as IconName) : 'check-circle';
}
