'use client';

import { ErrorScreen } from '@/components/layout/error-screen';
import { useErrorText } from '@/components/layout/error-text';

export default function ErrorBoundary({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return <ErrorScreen error={error} text={useErrorText()} onRetry={reset} />;
}
