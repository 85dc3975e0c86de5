import { buttonClass } from '@/components/ui/button-styles';
import { cn } from '@/lib/cn';

export const primaryButton = cn(
  buttonClass('primary'),
  'disabled:cursor-not-allowed disabled:bg-slate-400 disabled:shadow-none',
  'aria-disabled:cursor-not-allowed aria-disabled:bg-slate-400 aria-disabled:shadow-none',
);

export const secondaryButton = cn(
  buttonClass('secondary'),
  'disabled:cursor-not-allowed disabled:opacity-50',
);
