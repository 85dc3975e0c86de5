import { RichText } from '@/components/ui/rich-text';
import type { LegalNotice } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';

type LegalSectionsProps = {
  sections: LegalNotice['page']['sections'];
  locale: Locale;
};

/** The sections of a legal page as marketers and counsel wrote them: a heading and its text. */
export function LegalSections({ sections, locale }: LegalSectionsProps) {
  return (
    <>
      {(sections ?? []).map((section) => (
        // The section's key is its anchor, for links to one section: the assistant's notice's.
        <section key={section._key} id={section._key} className="mt-10">
          <h2 className="text-xl font-semibold text-ink-900">{section.heading}</h2>
          <div className="mt-3 flex flex-col gap-3 text-ink-700 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6">
            <RichText value={section.body} locale={locale} />
          </div>
        </section>
      ))}
    </>
  );
}
