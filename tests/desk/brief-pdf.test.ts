import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildBrief, messageOf, weakestCategories } from '@/lib/desk/brief';
import { buildBriefPdf } from '@/lib/desk/brief-pdf';
import type { BriefSource } from '@/lib/desk/types';
import { chooseOffers } from '@/lib/desk/offers';
import type { Locale } from '@/lib/i18n/locales';
import { pdfText } from '../assessment/pdf-text';
import {
  aContactSource,
  aResultSource,
  briefInputs,
  categoryNamesIn,
  passagesIn,
  SITE_URL,
} from '../support/brief-fixture';

// The files the page's PDF route reads (app/[locale]/brief/[token]/pdf/route.ts).
const fontFile = (name: string) => readFile(`node_modules/geist/dist/fonts/geist-sans/${name}`);
const fonts = Promise.all([fontFile('Geist-Regular.ttf'), fontFile('Geist-Bold.ttf')]).then(
  ([regular, bold]) => ({ regular, bold }),
);

async function briefPdf(source: BriefSource, locale: Locale) {
  const offers = chooseOffers(passagesIn(locale), locale, {
    weakest: weakestCategories(source),
    message: messageOf(source),
    categoryNames: await categoryNamesIn(locale),
    siteUrl: SITE_URL,
  });
  const brief = buildBrief({ ...(await briefInputs(locale)), source, offers, questions: [] });
  // The viewer's copy of the text: the PDF's lines joined, as a search in it reads them.
  return { brief, text: pdfText(await buildBriefPdf(brief, await fonts)).replace(/\s+/g, ' ') };
}

describe('the brief as a PDF', () => {
  it('lists the weakest category first, and offers a service and a story', async () => {
    const { brief, text } = await briefPdf(aResultSource(), 'en');
    const names = await categoryNamesIn('en');
    const order = ['data', 'risk', 'organization', 'financial', 'leadership'].map((key) =>
      text.indexOf(names[key] ?? key, text.indexOf('Where they stand')),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(text).toContain('Ahead of 10% of companies with 11–50 employees');
    expect(text).toContain(`${SITE_URL}/en/ai-solutions/data`);
    expect(text).toMatch(new RegExp(`${SITE_URL}/en/use-cases/[a-z-]+`));
    // The sections in the page's order.
    const headings = brief.sections.map(({ heading }) => text.indexOf(heading));
    expect(headings.every((at) => at >= 0)).toBe(true);
    expect(headings).toEqual([...headings].sort((a, b) => a - b));
  });

  it('prints a French brief in French, accents and all', async () => {
    const { text } = await briefPdf(aResultSource(), 'fr');
    expect(text).toContain('Où en est l’entreprise');
    expect(text).toContain('Données et infrastructure technologique');
    expect(text).toContain(`${SITE_URL}/fr/ai-solutions/data`);
  });

  it('prints what a visitor typed as the text they typed', async () => {
    const message = '<script>alert(1)</script> Łukasz asks about invoices';
    const person = { firstName: '<img src=x>', lastName: 'Żółć', company: '</table>' };
    const { text } = await briefPdf(aContactSource(message, person), 'en');
    expect(text).toContain(message);
    expect(text).toContain('<img src=x> Żółć');
    expect(text).toContain('</table>');
  });
});
