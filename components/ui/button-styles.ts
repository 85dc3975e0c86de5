import { cn } from '@/lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'light' | 'outline-light';
export type ButtonSize = 'sm' | 'md';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
  secondary: 'border border-slate-300 bg-white text-ink-900 shadow-sm hover:bg-slate-50',
  accent: 'bg-brand-400 text-ink-900 shadow-sm hover:bg-brand-100',
  light: 'bg-white text-ink-900 shadow-sm hover:bg-brand-50',
  'outline-light': 'border border-white/40 text-white hover:border-white hover:bg-white/10',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'px-4 py-2 text-sm',
  md: 'min-h-12 px-6 py-3 text-base',
};

/** The look of a call to action, shared by internal links and the external booking link. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors motion-reduce:transition-none',
    variants[variant],
    sizes[size],
  );
}
