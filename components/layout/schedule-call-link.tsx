import { ExternalLinkIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

type ScheduleCallLinkProps = {
  href: string;
  label: string;
  newTabLabel: string;
  className?: string;
};

/** The external booking page always opens in a new tab, announced to screen readers. */
export function ScheduleCallLink({ href, label, newTabLabel, className }: ScheduleCallLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800',
        className,
      )}
    >
      {label}
      <ExternalLinkIcon className="size-4" />
      <span className="sr-only">{newTabLabel}</span>
    </a>
  );
}
