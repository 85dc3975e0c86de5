import { cn } from '@/lib/cn';
import { ButtonLink } from '@/components/ui/button-link';
import type { ButtonVariant } from '@/components/ui/button-styles';
import { Icon } from '@/components/ui/icons';
import { ScheduleCallLink } from './schedule-call-link';

export type CtaLink = { href: string; label: string };
export type ScheduleCta = CtaLink & { newTabLabel: string };

type CtaPairProps = {
  /** The free assessment: the call to action that comes first. */
  primary: CtaLink;
  schedule: ScheduleCta;
  /** The primary button's look on the dark band it sits on. */
  variant: Extract<ButtonVariant, 'accent' | 'light'>;
  align?: 'start' | 'center';
  className?: string;
};

/** The site's two calls to action side by side: the assessment, then the booking page. */
export function CtaPair({ primary, schedule, variant, align = 'start', className }: CtaPairProps) {
  return (
    <div
      className={cn(
        'flex flex-col gap-3 sm:flex-row sm:items-center',
        align === 'center' && 'items-stretch justify-center',
        className,
      )}
    >
      <ButtonLink href={primary.href} variant={variant}>
        {primary.label}
        <Icon name="arrow-right" className="size-4" />
      </ButtonLink>
      <ScheduleCallLink {...schedule} variant="outline-light" size="md" />
    </div>
  );
}
