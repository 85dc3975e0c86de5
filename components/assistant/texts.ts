import type { AssistantTexts, SiteSettings } from '@/lib/content/types';
import { leadFormAnchor } from '@/lib/model/lead-fields';
import type { Locale } from '@/lib/i18n/locales';
import type en from '@/lib/i18n/messages/en.json';
import { localizedPath } from '@/lib/i18n/routing';
import { paths } from '@/lib/routes';

/** The assistant's interface words: its buttons, its statuses, its error messages. */
export type AssistantWords = (typeof en)['assistant'];

/** Where the hand-offs lead, and how a link that opens a new tab says so. */
export type HandoffTexts = Pick<AssistantTexts, 'bookLabel' | 'writeLabel' | 'assessmentLabel'> & {
  /** The booking page, in the site's booking dialog when it can frame it. */
  schedulingUrl: string;
  /** The contact form, on its page. */
  contactHref: string;
  assessmentHref: string;
  opensInNewTab: string;
};

/** The hand-offs' texts and addresses in `locale`: the contact form is reached on its page. */
export function handoffTexts(
  locale: Locale,
  settings: SiteSettings,
  opensInNewTab: string,
): HandoffTexts {
  const { bookLabel, writeLabel, assessmentLabel } = settings.assistant;
  return {
    bookLabel,
    writeLabel,
    assessmentLabel,
    schedulingUrl: settings.schedulingUrl,
    contactHref: `${localizedPath(locale, paths.contact)}#${leadFormAnchor('contact')}`,
    assessmentHref: localizedPath(locale, paths.assessmentInfo),
    opensInNewTab,
  };
}

/** Everything the panel shows, sent with the launcher so that opening it needs no request. */
export type PanelTexts = {
  studio: AssistantTexts;
  words: AssistantWords;
  handoff: HandoffTexts;
};
