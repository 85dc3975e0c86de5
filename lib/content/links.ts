import { pageDocuments, pageOfDocument, pagePath, pageTypes } from '@/lib/routes';

/** What an internal link points at: a document of the site, read through its reference. */
export type LinkTarget = { _type: string; slug: string | null } | null | undefined;

/**
 * The path, without the language, of the page a link points at: the page of the document's type
 * (lib/routes.ts), a service's or a story's by its slug. Links hold references, so a renamed slug
 * moves its links with it; a link whose document is gone points home.
 */
export function linkTargetPath(target: LinkTarget): string {
  const name = target ? pageOfDocument(target._type) : undefined;
  if (!target || !name) return pagePath({ name: 'home' });
  const bySlug = pageTypes[name].path.includes(':slug');
  if (bySlug && !target.slug) return pagePath({ name: 'home' });
  return pagePath({ name, slug: target.slug ?? undefined });
}

/** The document types a link may point at. */
export const linkableTypes: readonly string[] = pageDocuments;
