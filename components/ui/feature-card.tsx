import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Icon, type IconName } from './icons';

const tones = {
  light: { card: 'border-slate-200 bg-white shadow-sm', tile: 'bg-brand-50 text-brand-700' },
  tinted: { card: 'border-slate-200 bg-ink-50', tile: 'bg-white text-brand-700' },
} as const;

type FeatureCardProps = {
  /** The card's title (an h3) and its short description. */
  copy: { title: string; description: string };
  icon?: IconName;
  tone?: keyof typeof tones;
  /** 'large' for the few cards of a page's first sections. */
  size?: 'regular' | 'large';
  className?: string;
  /** Under the description, such as a link. */
  children?: ReactNode;
};

/** One item of a grid of cards: an optional icon above the copy. */
export function FeatureCard({
  copy,
  icon,
  tone = 'light',
  size = 'regular',
  className,
  children,
}: FeatureCardProps) {
  const large = size === 'large';
  return (
    <li className={cn('flex flex-col rounded-2xl border p-6', tones[tone].card, className)}>
      {icon ? (
        <span
          className={cn(
            'mb-4 flex items-center justify-center rounded-xl',
            large ? 'size-12' : 'size-11',
            tones[tone].tile,
          )}
        >
          <Icon name={icon} className={large ? 'size-6' : 'size-5'} />
        </span>
      ) : null}
      <h3 className={cn('font-semibold text-ink-900', large && 'text-lg')}>{copy.title}</h3>
      <p className={cn('mt-2 flex-1 leading-relaxed text-ink-700', !large && 'text-sm')}>
        {copy.description}
      </p>
      {children}
    </li>
  );
}
