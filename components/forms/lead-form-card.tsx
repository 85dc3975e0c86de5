import type { LeadFormKind } from '@/lib/model/lead-fields';
import type { Locale } from '@/lib/i18n/locales';
import type { SectorOption } from '@/lib/model/sector';
import { LeadForm } from './lead-form';
import type { PrivacyNotice } from './lead-form-text';

type LeadFormCardProps = {
  kind: LeadFormKind;
  locale: Locale;
  /** The heading above the form and the line under it, from the page's Studio document. */
  copy: { title: string; intro: string };
  notice: PrivacyNotice;
  sectors: readonly SectorOption[];
  redirectHomeAfterSuccess?: boolean;
};

/** A lead form on a card of its own, under its title and a line on what happens next. */
export function LeadFormCard({
  kind,
  locale,
  copy,
  notice,
  sectors,
  redirectHomeAfterSuccess,
}: LeadFormCardProps) {
  const id = `${kind}-form-title`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
    >
      <h2 id={id} className="text-2xl font-bold text-ink-900">
        {copy.title}
      </h2>
      <p className="mt-2 text-ink-700">{copy.intro}</p>
      <div className="mt-8">
        <LeadForm
          kind={kind}
          locale={locale}
          notice={notice}
          sectors={sectors}
          redirectHomeAfterSuccess={redirectHomeAfterSuccess}
        />
      </div>
    </section>
  );
}
