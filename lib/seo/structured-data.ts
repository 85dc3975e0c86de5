import type { Locale } from '../i18n/locales';

/** schema.org objects for search engines, built from the same content the page shows. */
export type StructuredData = Record<string, unknown> & { '@type': string };

export function organization({
  name,
  url,
  logo,
  email,
}: {
  name: string;
  url: string;
  logo: string;
  email: string;
}): StructuredData {
  return { '@type': 'Organization', name, url, logo, email };
}

export function website({
  name,
  url,
  locale,
}: {
  name: string;
  url: string;
  locale: Locale;
}): StructuredData {
  return { '@type': 'WebSite', name, url, inLanguage: locale };
}

export function faqPage(items: { question: string; answer: string }[]): StructuredData {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

export function breadcrumbList(items: { name: string; url: string }[]): StructuredData {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map(({ name, url }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: url,
    })),
  };
}

/** One JSON-LD document; `<` is escaped so no text can close the script element. */
export function serializeJsonLd(items: StructuredData[]): string {
  const graph = { '@context': 'https://schema.org', '@graph': items };
  return JSON.stringify(graph).replace(/</g, '\\u003c');
}
