import { getTranslations } from 'next-intl/server';
import type { LeadFormKind } from '@/lib/forms/fields';
import type { Locale } from '@/lib/i18n/locales';
import { LeadForm } from './lead-form';

/** Where each form's title and intro live in the dictionary. */
const namespaces = { contact: 'contactPage', assessmentLead: 'assessmentInfoPage' } as const;

type LeadFormCardProps = {
  kind: LeadFormKind;
  locale: Locale;
  redirectHomeAfterSuccess?: boolean;
};

/** A lead form on a card of its own, under its title and a line on what happens next. */
export async function LeadFormCard({ kind, locale, redirectHomeAfterSuccess }: LeadFormCardProps) {
  const id = `${kind}-form-title`;
  const t = await getTranslations({ locale, namespace: namespaces[kind] });
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
    >
      <h2 id={id} className="text-2xl font-bold text-ink-900">
        {t('formTitle')}
      </h2>
      <p className="mt-2 text-ink-700">{t('formIntro')}</p>
      <div className="mt-8">
        <LeadForm kind={kind} locale={locale} redirectHomeAfterSuccess={redirectHomeAfterSuccess} />
      </div>
    </section>
  );
}
