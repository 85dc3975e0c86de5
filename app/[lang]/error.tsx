'use client';

import { ErrorScreen } from '@/components/layout/error-screen';

export default function ErrorBoundary({ error, reset }: { error: Error; reset: () => void }) {
  return <ErrorScreen message={error.message} onRetry={reset} />;
}
