import type { SVGProps } from 'react';
import glyphSet from './glyph-set.json';
import { LineIcon } from './line-icon';

/** The interface's own icons (menus, arrows, players), never offered for content. */
type GlyphName = keyof typeof glyphSet;

type GlyphProps = SVGProps<SVGSVGElement> & { name: GlyphName };

/**
 * An interface icon. Client components draw with this rather than `Icon`, so that the browser
 * gets these few outlines and not every content icon's.
 */
export function Glyph({ name, ...props }: GlyphProps) {
  return <LineIcon outlines={glyphSet[name]} {...props} />;
}
