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

/**
 * The icon of each expertise card, capability, technology group and statistic, by the key the
 * content gives it.
 */
export const contentIcons = {
  expertise: {
    assistants: 'bot',
    content: 'file-text',
    chatbots: 'messages',
    feedback: 'bar-chart',
  },
  capability: {
    organization: 'calendar-check',
    automation: 'zap',
    webchat: 'globe',
    internalchat: 'book-open',
    reviews: 'star',
    reports: 'bar-chart',
    content: 'pen-line',
  },
  technology: {
    programming: 'code',
    infrastructure: 'cloud',
    data: 'database',
    monitoring: 'activity',
  },
  statistic: {
    star: 'star',
    clock: 'clock',
    message: 'message-circle',
    'trending-up': 'trending-up',
  },
} as const satisfies Record<string, Record<string, IconName>>;
