import type { ReactNode } from 'react';

type StudioLayoutProps = { children: ReactNode };

/** Sanity Studio's own root layout: its interface is in English, whatever the site's language. */
export default function StudioLayout({ children }: StudioLayoutProps) {
  return (
    <html lang="en-US">
      <body style={{ margin: 0 }}>{children}</body>
    </html>
  );
}
