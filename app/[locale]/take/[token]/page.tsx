import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { TakeLeadForm } from '@/components/desk/take-lead-form';
import { PageIntro } from '@/components/ui/page-intro';
import { deskSettings, env } from '@/lib/env';
import { resolveLocale } from '@/lib/i18n/server';
import { localizedPath } from '@/lib/i18n/routing';
import { briefPath } from '@/lib/routes';
import { briefToken } from '@/lib/desk/links';
import { deskLinkKey, peekByLink, readTake, takeByLink, type TakeOutcome } from '@/lib/desk/server';

type TakePageProps = PageProps<'/[locale]/take/[token]'>;

// The address holds a key to a lead: no search engine, no other site, no cache keeps it.
export async function generateMetadata({ params }: TakePageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await resolveLocale(params), namespace: 'take' });
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'strict-origin' };
}

/**
 * A click on a link in a mail program is a navigation the browser marks as the user's own
 * (Sec-Fetch-User); a mail scanner, a preview or a prefetch opening the link is not, and takes
 * nothing: it sees the button.
 */
function clickedByAPerson(requestHeaders: Headers): boolean {
  return (
    requestHeaders.get('sec-fetch-user') === '?1' &&
    requestHeaders.get('sec-fetch-mode') === 'navigate'
  );
}

/**
 * Where the sales notice's "I take this lead" link leads. Clicked in a mail program, it takes the
 * lead at once in the name of the consultant the link was made for; opened any other way, it
 * shows a button that does, also without JavaScript. Once taken, it says who took it and when.
 */
export default async function TakePage({ params }: TakePageProps) {
  const locale = await resolveLocale(params);
  const { token } = await params;
  const take = readTake(token);
  if (!take) notFound();
  const outcome: TakeOutcome = clickedByAPerson(await headers())
    ? await takeByLink(token)
    : await peekByLink(token);
  if (outcome.status === 'unknown') notFound();
  const t = await getTranslations({ locale, namespace: 'take' });
  const { timeZone } = deskSettings(env);
  const when = (iso: string) => ({
    date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(new Date(iso)),
    time: new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(new Date(iso)),
  });
  const briefHref = localizedPath(locale, `${briefPath}/${briefToken(take.ref, deskLinkKey())}`);
  const entry = 'entry' in outcome ? outcome.entry : null;

  return (
    <>
      <PageIntro title={t('title')} description={t('intro')} />
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 pb-20 sm:px-6 lg:px-8">
        {outcome.status === 'expired' ? (
          <div role="status">
            <h2 className="text-2xl font-bold text-ink-900">{t('expiredTitle')}</h2>
            <p className="mt-2 max-w-2xl text-ink-700">{t('expiredText')}</p>
          </div>
        ) : outcome.status === 'unavailable' ? (
          <p role="status" className="max-w-2xl text-ink-700">
            {t('unavailable')}
          </p>
        ) : entry ? (
          <>
            <ul className="flex flex-col gap-1 text-ink-700">
              {entry.tier ? <li>{t('tier', { tier: entry.tier })}</li> : null}
              {entry.owner ? <li>{t('owner', { owner: entry.owner })}</li> : null}
              {entry.callAt ? <li>{t('call', when(entry.callAt))}</li> : null}
            </ul>
            {entry.takenAt && entry.takenBy ? (
              <p role="status" className="text-xl font-semibold text-ink-900">
                {entry.takenBy === take.consultant
                  ? t('takenByYou', { consultant: take.consultant, ...when(entry.takenAt) })
                  : t('takenByOther', {
                      consultant: entry.takenBy,
                      ...when(entry.takenAt),
                    })}
              </p>
            ) : (
              <>
                <p className="text-ink-700">{t('open')}</p>
                <TakeLeadForm token={token} locale={locale} label={t('button')} />
              </>
            )}
            <a href={briefHref} className="font-semibold text-brand-700 underline">
              {t('openBrief')}
            </a>
          </>
        ) : null}
      </div>
    </>
  );
}
