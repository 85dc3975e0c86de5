import type en from './lib/i18n/messages/en.json';
import type { SiteCopyMessages } from './lib/content/types';
import type { Locale } from './lib/i18n/locales';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    // The dictionary's interface words and the texts marketers own in the Studio, laid over them.
    Messages: typeof en & SiteCopyMessages;
  }
}
