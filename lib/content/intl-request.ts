import { getRequestConfig } from 'next-intl/server';
import { getSiteCopy } from '@/lib/content';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { messageFallback, withSiteCopy } from '@/lib/i18n/messages';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  const [dictionary, copy] = await Promise.all([
    import(`../i18n/messages/${locale}.json`).then((module) => module.default),
    getSiteCopy(locale),
  ]);
  return {
    locale,
    // The interface's own words from the dictionary, everything marketers own from the Studio.
    messages: withSiteCopy(dictionary, copy),
    getMessageFallback: messageFallback,
  };
});
