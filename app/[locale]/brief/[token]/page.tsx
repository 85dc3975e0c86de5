import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { BriefView } from '@/components/desk/brief-view';
import { loadBriefPage } from '@/lib/desk/brief-page';
import { localizedPath } from '@/lib/i18n/routing';
import { briefPath } from '@/lib/routes';
import { resolveLocale } from '@/lib/i18n/server';

type BriefPageProps = PageProps<'/[locale]/brief/[token]'>;

// The address is the key to a person's data: no search engine, no other site, no cache keeps it.
export async function generateMetadata({ params }: BriefPageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await resolveLocale(params), namespace: 'brief' });
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'strict-origin' };
}

/**
 * A lead's pre-call brief for the consultant who holds its link, in the link's language. A token
 * the server did not make, a lead erased or one past its links' days is the 404.
 */
export default async function BriefPage({ params }: BriefPageProps) {
  // Read on every request: a lead erased a moment ago must not be served from a cache.
  await connection();
  const locale = await resolveLocale(params);
  const { token } = await params;
  const brief = await loadBriefPage(token, locale);
  if (!brief) notFound();
  return <BriefView brief={brief} pdfHref={localizedPath(locale, `${briefPath}/${token}/pdf`)} />;
}
