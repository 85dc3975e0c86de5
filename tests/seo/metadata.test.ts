import { describe, expect, it, vi } from 'vitest';

vi.mock('next/cache', () => ({ unstable_cache: <T>(read: T) => read, revalidateTag: vi.fn() }));
// Outside a Next request there is no request locale to fix.
vi.mock('next-intl/server', () => ({ setRequestLocale: vi.fn() }));

const { composeMetadata, describePage, metadataFor } = await import('@/lib/seo/metadata');

const site = {
  siteUrl: 'https://example.com',
  siteName: 'Lumen AI Consulting',
  description: 'The site settings’ default description.',
};

describe('composeMetadata', () => {
  const contact = { locale: 'fr', page: { name: 'contact' }, title: 'Nous contacter' } as const;

  it('builds absolute canonical, alternate and social URLs from the site URL', () => {
    const metadata = composeMetadata({ ...contact, description: 'Écrivez-nous.' }, site);
    expect(metadata.alternates?.canonical).toBe('https://example.com/fr/contact');
    expect(metadata.alternates?.languages).toEqual({
      en: 'https://example.com/en/contact',
      fr: 'https://example.com/fr/contact',
      'x-default': 'https://example.com/en/contact',
    });
    expect(metadata.openGraph).toMatchObject({
      url: 'https://example.com/fr/contact',
      title: 'Nous contacter',
      description: 'Écrivez-nous.',
      siteName: 'Lumen AI Consulting',
      locale: 'fr_FR',
      images: [
        {
          url: 'https://example.com/og/fr/contact',
          width: 1200,
          height: 630,
          alt: 'Nous contacter',
        },
      ],
    });
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'Nous contacter',
      images: [{ url: 'https://example.com/og/fr/contact', alt: 'Nous contacter' }],
    });
  });

  it('gives the home page a preview image of its own', () => {
    const metadata = composeMetadata({ locale: 'en', page: { name: 'home' }, title: 'Home' }, site);
    expect(metadata.alternates?.canonical).toBe('https://example.com/en');
    expect(metadata.openGraph?.images).toEqual([
      expect.objectContaining({ url: 'https://example.com/og/en' }),
    ]);
  });

  it('uses the canonicalUrl override for the canonical link and og:url only', () => {
    const metadata = composeMetadata(
      { ...contact, canonicalUrl: 'https://example.org/elsewhere' },
      site,
    );
    expect(metadata.alternates?.canonical).toBe('https://example.org/elsewhere');
    expect(metadata.openGraph).toMatchObject({ url: 'https://example.org/elsewhere' });
    expect(metadata.alternates?.languages).toMatchObject({ fr: 'https://example.com/fr/contact' });
  });

  it('defaults the type to website and keeps article when asked', () => {
    expect(composeMetadata(contact, site).openGraph).toMatchObject({ type: 'website' });
    expect(composeMetadata({ ...contact, type: 'article' }, site).openGraph).toMatchObject({
      type: 'article',
    });
  });

  it('falls back on the site settings’ description and image', () => {
    const image = { url: '/seed-images/default.jpg', width: 1200, height: 630, alt: 'Lumen' };
    const metadata = composeMetadata(contact, { ...site, image });
    expect(metadata.description).toBe(site.description);
    expect(metadata.openGraph).toMatchObject({
      description: site.description,
      images: [{ ...image, url: 'https://example.com/seed-images/default.jpg' }],
    });
  });

  it('prefers the page’s own image, made absolute', () => {
    const own = { url: 'https://cdn.sanity.io/images/p/d/a.jpg', alt: 'A warehouse' };
    const metadata = composeMetadata(
      { ...contact, image: own },
      { ...site, image: { url: '/default.png' } },
    );
    expect(metadata.openGraph?.images).toEqual([own]);
    expect(metadata.twitter?.images).toEqual([own]);
  });

  it('asks search engines to skip session-only pages', () => {
    expect(composeMetadata({ ...contact, page: { name: 'results' } }, site).robots).toEqual({
      index: false,
      follow: true,
    });
    expect(composeMetadata(contact, site).robots).toBeUndefined();
  });
});

describe('describePage, the source of page titles and preview images', () => {
  it('takes a page’s title from its own document, in the page’s language', async () => {
    expect(await describePage('fr', { name: 'contact' })).toMatchObject({
      title: 'Nous contacter',
    });
    expect(await describePage('en', { name: 'contact' })).toMatchObject({ title: 'Contact us' });
  });

  it('takes the home page’s title and description from the site settings, used as written', async () => {
    const home = await describePage('fr', { name: 'home' });
    expect(home).toMatchObject({
      title: 'Lumen AI Consulting | Conseil en intelligence artificielle pour les PME',
      absoluteTitle: true,
      description: expect.stringContaining('accompagne les PME'),
    });
    const metadata = composeMetadata({ locale: 'fr', page: { name: 'home' }, ...home! }, site);
    expect(metadata.title).toEqual({ absolute: home!.title });
    expect(metadata.openGraph).toMatchObject({ title: home!.title });
  });

  it('takes service and use case titles from the content', async () => {
    expect(await describePage('fr', { name: 'useCase', slug: 'financial' })).toMatchObject({
      title: 'Automatiser les processus financiers',
      type: 'article',
      image: expect.objectContaining({ url: expect.stringMatching(/^\/seed-images\//) }),
    });
    expect((await describePage('en', { name: 'service', slug: 'data' }))?.title).toBe(
      'Data & Infrastructure',
    );
  });

  it('knows no service or story that the content does not hold', async () => {
    expect(await describePage('en', { name: 'service', slug: 'unknown' })).toBeUndefined();
    expect(await describePage('en', { name: 'useCase', slug: 'unknown' })).toBeUndefined();
  });

  it('gives a slug that is no page the localized 404 title', async () => {
    const metadata = metadataFor('useCase');
    expect(await metadata({ params: Promise.resolve({ locale: 'fr', slug: 'nope' }) })).toEqual({
      title: 'Oups\u202f! Page introuvable',
      description: expect.stringContaining('n’existe pas'),
    });
  });
});
