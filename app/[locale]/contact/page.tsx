import { getTranslations } from 'next-intl/server';
import { HelpCards } from '@/components/contact/help-cards';
import { LeadForm } from '@/components/forms/lead-form';
import { DictionaryPageIntro } from '@/components/ui/dictionary-page-intro';
import { resolveLocale } from '@/lib/i18n/server';
import { routeMetadata } from '@/lib/seo/metadata';
import { paths } from '@/lib/routes';

export function generateMetadata({ params }: PageProps<'/[locale]/contact'>) {
  return routeMetadata(params, paths.contact);
}

export default async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'contactPage' });

  return (
    <>
      <DictionaryPageIntro locale={locale} page="contact" />
      <section
        aria-labelledby="contact-form-title"
        className="mx-auto max-w-3xl px-4 pb-16 sm:px-6 lg:px-8"
      >
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
          <h2 id="contact-form-title" className="text-2xl font-bold text-ink-900">
            {t('formTitle')}
          </h2>
          <p className="mt-2 text-ink-700">{t('formIntro')}</p>
          <div className="mt-8">
            <LeadForm kind="contact" locale={locale} redirectHomeAfterSuccess />
          </div>
        </div>
      </section>
      <HelpCards locale={locale} />
    </>
  );
}
