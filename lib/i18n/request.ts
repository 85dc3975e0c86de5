import { getRequestConfig } from 'next-intl/server';
import { defaultLocale, isLocale } from './locales';
import { messageFallback } from './messages';

// The interface's own words only: marketers' texts reach components through lib/content's
// getters, so that a page is cached under the documents it shows, not under every page document.
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  const dictionary = (await import(`./messages/${locale}.json`)).default;
  return { locale, messages: dictionary, getMessageFallback: messageFallback };
});
