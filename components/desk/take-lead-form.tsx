import { buttonClass } from '@/components/ui/button-styles';
import type { Locale } from '@/lib/i18n/locales';
import { takeLeadForm } from '@/lib/forms/server/take-lead';

type TakeLeadFormProps = { token: string; locale: Locale; label: string };

/** The button that takes a lead: a form posted to the server, so it works without JavaScript. */
export function TakeLeadForm({ token, locale, label }: TakeLeadFormProps) {
  return (
    <form action={takeLeadForm}>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" className={buttonClass('primary')}>
        {label}
      </button>
    </form>
  );
}
