import { getRequestConfig } from 'next-intl/server';
import { defaultLocale, isLocale } from './locales';
import { messageFallback } from './messages';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return {
    locale,
    messages: (await import(`./messages/${locale}.json`)).default,
    getMessageFallback: messageFallback,
  };
});
