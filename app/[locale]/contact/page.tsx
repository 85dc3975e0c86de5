import { HelpCards } from '@/components/contact/help-cards';
import { LeadFormCard } from '@/components/forms/lead-form-card';
import { CopyPageIntro } from '@/components/ui/copy-page-intro';
import { resolveLocale } from '@/lib/i18n/server';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('contact');

export default async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  const locale = await resolveLocale(params);
  return (
    <>
      <CopyPageIntro locale={locale} page="contact" />
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6 lg:px-8">
        <LeadFormCard kind="contact" locale={locale} redirectHomeAfterSuccess />
      </div>
      <HelpCards locale={locale} />
    </>
  );
}
