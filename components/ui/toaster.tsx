'use client';

import { Toaster as Sonner } from 'sonner';

/** Spec section 9: at most three toasts at once, each for about four and a half seconds. */
export function Toaster({ label }: { label: string }) {
  return (
    <Sonner
      position="top-right"
      visibleToasts={3}
      duration={4500}
      containerAriaLabel={label}
      toastOptions={{ classNames: { toast: 'font-sans' } }}
      richColors
      closeButton={false}
    />
  );
}
