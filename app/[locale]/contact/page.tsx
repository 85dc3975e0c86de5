import { HelpCards } from '@/components/contact/help-cards';
import { LeadFormCard } from '@/components/forms/lead-form-card';
import { PageIntro } from '@/components/ui/page-intro';
import { getContactPage, getPrivacyNotices, getSectors } from '@/lib/content';
import { resolveLocale } from '@/lib/i18n/server';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('contact');

export default async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  const locale = await resolveLocale(params);
  const [page, notices, sectors] = await Promise.all([
    getContactPage(locale),
    getPrivacyNotices(locale),
    getSectors(locale),
  ]);
  return (
    <>
      <PageIntro title={page.title} description={page.description} />
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6 lg:px-8">
        <LeadFormCard
          kind="contact"
          locale={locale}
          copy={page.form}
          notice={{ text: notices.contact, link: notices.linkLabel }}
          sectors={sectors}
          redirectHomeAfterSuccess
        />
      </div>
      <HelpCards help={page.help} />
    </>
  );
}
