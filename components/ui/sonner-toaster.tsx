'use client';

import { useEffect, type CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { toastContainerMounted } from './toast';

/**
 * Sonner's rich colours with text dark enough for WCAG's 4.5:1 on their tinted backgrounds: its
 * own greens and reds measure 4.25 and 4.34.
 */
const readableColours = {
  '--success-text': '#166534',
  '--error-text': '#b91c1c',
  '--info-text': '#1e40af',
  '--warning-text': '#92400e',
} as CSSProperties;

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
      style={readableColours}
      closeButton={false}
    />
  );
}
