/**
 * An answer's text as the panel and the page without JavaScript show it: plain text, never HTML
 * or Markdown, in paragraphs, with each [n] that names one of the answer's cited pages made a link
 * to it. No server or browser API here, so both can use it.
 */

export type AnswerSegment =
  | { kind: 'text'; text: string }
  /** A marker [n]: `number` is the cited page's place in the list, counted from 1. */
  | { kind: 'citation'; number: number };

const MARKER = /\[(\d{1,2})\]/g;

/**
 * The paragraphs of `text` (separated by blank lines), each cut into text and markers. A marker
 * for a page the answer does not cite stays as the text it is.
 */
export function answerParagraphs(text: string, citationCount: number): AnswerSegment[][] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => {
      const segments: AnswerSegment[] = [];
      let from = 0;
      const addText = (part: string) => {
        if (!part) return;
        const last = segments.at(-1);
        if (last?.kind === 'text') last.text += part;
        else segments.push({ kind: 'text', text: part });
      };
      for (const match of paragraph.matchAll(MARKER)) {
        const number = Number(match[1]);
        addText(paragraph.slice(from, match.index));
        if (number >= 1 && number <= citationCount) segments.push({ kind: 'citation', number });
        else addText(match[0]);
        from = match.index + match[0].length;
      }
      addText(paragraph.slice(from));
      return segments;
    });
}

/** The text without its markers, as a screen reader announces a finished answer. */
export function spokenAnswer(text: string): string {
  return text
    .replace(/\s*\[\d{1,2}\]/g, '')
    .replace(/\s*\n\s*\n\s*/g, ' ')
    .trim();
}

/**
 * Whether a cited page's address is one of this site's paths: the server sends only those, and
 * anything else (another origin, `//host`, `javascript:`) is shown without a link.
 */
export function isSitePath(url: string): boolean {
  return /^\/(?![/\\])/.test(url);
}
