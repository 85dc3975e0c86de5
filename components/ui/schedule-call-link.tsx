import { buttonClass, type ButtonSize, type ButtonVariant } from '@/components/ui/button-styles';
import { Icon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

type ScheduleCallLinkProps = {
  href: string;
  label: string;
  newTabLabel: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Id of a notice that tells more about the link, read with it by screen readers. */
  describedBy?: string;
  className?: string;
};

/** The external booking page always opens in a new tab, announced to screen readers. */
export function ScheduleCallLink({
  href,
  label,
  newTabLabel,
  variant = 'primary',
  size = 'sm',
  describedBy,
  className,
}: ScheduleCallLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={describedBy}
      className={cn(buttonClass(variant, size), className)}
    >
      {label}
      <Icon name="external-link" className="size-4" />
      <span className="sr-only">{newTabLabel}</span>
    </a>
  );
}
