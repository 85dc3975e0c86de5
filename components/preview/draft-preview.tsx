import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { VisualEditingLoader } from './visual-editing-loader';

/**
 * What a page adds in draft mode only: a bar that says drafts are shown, with the way out, and
 * the Studio's click-to-edit overlay. Visitors never get it, nor its script.
 */
export async function DraftPreview({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'preview' });
  return (
    <>
      <aside
        aria-label={t('label')}
        className="fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-amber-100 px-4 py-2 text-sm text-amber-950 shadow-lg"
      >
        <p>{t('notice')}</p>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a route handler, not a page: a full request that clears the draft-mode cookie */}
        <a
          href="/api/draft-mode/disable"
          className="font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-950"
        >
          {t('exit')}
        </a>
      </aside>
      <VisualEditingLoader />
    </>
  );
}
