import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ConfirmAddressForm } from '@/components/confirm/confirm-address-form';
import { ScopedMessages } from '@/components/layout/scoped-messages';
import { PageIntro } from '@/components/ui/page-intro';
import { resolveLocale } from '@/lib/i18n/server';

type ConfirmPageProps = PageProps<'/[locale]/confirm/[token]'>;

// The address holds the key to a result: no search engine, no other site, no cache keeps it.
export async function generateMetadata({ params }: ConfirmPageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await resolveLocale(params), namespace: 'confirm' });
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'strict-origin' };
}

/**
 * Where the confirmation e-mail of an assessment leads: the owner of the address confirms it with
 * a button, which sends the results e-mail. Opening the page confirms nothing, so a mail scanner
 * that follows every link proves no mailbox.
 */
export default async function ConfirmPage({ params }: ConfirmPageProps) {
  const locale = await resolveLocale(params);
  const { token } = await params;
  const t = await getTranslations({ locale, namespace: 'confirm' });
  return (
    <>
      <PageIntro title={t('title')} description={t('intro')} />
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <ScopedMessages namespaces={['confirm']}>
          <ConfirmAddressForm token={token} locale={locale} />
        </ScopedMessages>
      </div>
    </>
  );
}
