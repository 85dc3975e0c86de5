import { notFound } from 'next/navigation';
import { resolveLocale } from '@/lib/i18n/server';
import { notFoundMetadata } from '@/lib/seo/metadata';

// The browser keeps the page's own head once it shows the not-found UI, so it carries the 404 title.
export async function generateMetadata({ params }: PageProps<'/[locale]/[...rest]'>) {
  return notFoundMetadata(await resolveLocale(params));
}

/** Any path under a language that matches no page gets the localized 404. */
export default function UnknownPage() {
  notFound();
}
