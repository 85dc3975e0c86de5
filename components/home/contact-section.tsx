import { LeadForm } from '@/components/forms/lead-form';
import type { PrivacyNotice } from '@/components/forms/lead-form-text';
import { Section } from '@/components/ui/section';
import type { Locale } from '@/lib/i18n/locales';
import type { SectorOption } from '@/lib/model/sector';

type ContactSectionProps = {
  locale: Locale;
  heading: string;
  intro: string;
  contactEmail: string;
  notice: PrivacyNotice;
  sectors: readonly SectorOption[];
};

export function ContactSection({
  locale,
  heading,
  intro,
  contactEmail,
  notice,
  sectors,
}: ContactSectionProps) {
  return (
    <Section
      id="contact-title"
      copy={{ heading, intro }}
      tone="tinted"
      layout="split"
      aside={
        <a
          href={`mailto:${contactEmail}`}
          className="mt-6 inline-block text-lg font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {contactEmail}
        </a>
      }
    >
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <LeadForm kind="contact" locale={locale} notice={notice} sectors={sectors} />
      </div>
    </Section>
  );
}
