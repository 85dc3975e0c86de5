import { LeadForm } from '@/components/forms/lead-form';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Locale } from '@/lib/i18n/locales';

type ContactSectionProps = {
  locale: Locale;
  heading: string;
  intro: string;
  contactEmail: string;
};

export function ContactSection({ locale, heading, intro, contactEmail }: ContactSectionProps) {
  return (
    <section aria-labelledby="contact-title" className="render-when-near bg-ink-50">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-20 sm:px-6 sm:py-24 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:px-8">
        <Reveal>
          <SectionHeading id="contact-title" title={heading} intro={intro} />
          <a
            href={`mailto:${contactEmail}`}
            className="mt-6 inline-block text-lg font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {contactEmail}
          </a>
        </Reveal>
        <Reveal>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
            <LeadForm kind="contact" locale={locale} />
          </div>
        </Reveal>
      </div>
    </section>
  );
}
