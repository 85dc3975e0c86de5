import { getTranslations } from 'next-intl/server';
import { HelpCards } from '@/components/contact/help-cards';
import { LeadForm } from '@/components/forms/lead-form';
import { DictionaryPageIntro } from '@/components/ui/dictionary-page-intro';
import { resolveLocale } from '@/lib/i18n/server';
import { routeMetadata } from '@/lib/seo/metadata';
import { paths } from '@/lib/routes';

export function generateMetadata({ params }: PageProps<'/[lang]/contact'>) {
  return routeMetadata(params, paths.contact);
}

export default async function ContactPage({ params }: PageProps<'/[lang]/contact'>) {
  const lang = await resolveLocale(params);
  const t = await getTranslations({ locale: lang, namespace: 'contactPage' });

  return (
    <>
      <DictionaryPageIntro lang={lang} page="contact" />
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
            <LeadForm kind="contact" lang={lang} redirectHomeAfterSuccess />
          </div>
        </div>
      </section>
      <HelpCards lang={lang} />
    </>
  );
}
