'use client';

import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { toastContainerMounted } from './toast';

/** At most three toasts at once, each for about four and a half seconds. */
export default function SonnerToaster({ label }: { label: string }) {
  useEffect(() => {
    // One frame later the live region has been painted, so screen readers hear the first toast.
    const frame = requestAnimationFrame(toastContainerMounted);
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <Toaster
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
