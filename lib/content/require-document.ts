/** A singleton the page cannot render without; its absence is a content error, not a 404. */
export function requireDocument<Document>(document: Document | null, name: string): Document {
  if (document === null) {
    throw new Error(
      `The ${name} document is missing from the content source: publish it in the Studio or import studio/seed.`,
    );
  }
  return document;
}
