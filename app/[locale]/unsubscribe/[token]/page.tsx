import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ScopedMessages } from '@/components/layout/scoped-messages';
import { UnsubscribeForm } from '@/components/unsubscribe/unsubscribe-form';
import { PageIntro } from '@/components/ui/page-intro';
import { resolveLocale } from '@/lib/i18n/server';

type UnsubscribePageProps = PageProps<'/[locale]/unsubscribe/[token]'>;

// The address holds the key to a mailbox's objection: no search engine, no other site keeps it.
export async function generateMetadata({ params }: UnsubscribePageProps): Promise<Metadata> {
  const t = await getTranslations({
    locale: await resolveLocale(params),
    namespace: 'unsubscribe',
  });
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'strict-origin' };
}

/**
 * Where the unsubscribe link at the foot of every e-mail to a visitor leads: a button records the
 * objection. Opening the page records nothing, so a mail scanner that follows every link
 * unsubscribes nobody.
 */
export default async function UnsubscribePage({ params }: UnsubscribePageProps) {
  const locale = await resolveLocale(params);
  const { token } = await params;
  const t = await getTranslations({ locale, namespace: 'unsubscribe' });
  return (
    <>
      <PageIntro title={t('title')} description={t('intro')} />
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <ScopedMessages namespaces={['unsubscribe']}>
          <UnsubscribeForm token={token} locale={locale} />
        </ScopedMessages>
      </div>
    </>
  );
}
