import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildBrief, messageOf, weakestCategories } from '@/lib/desk/brief';
import { buildBriefPdf } from '@/lib/desk/brief-pdf';
import { chooseOffers } from '@/lib/desk/offers';
import { pdfText } from '../assessment/pdf-text';
import {
  aContactSource,
  briefInputs,
  categoryNamesIn,
  passagesIn,
  SITE_URL,
} from '../support/brief-fixture';

// The form takes a message of 5,000 letters in one word, or of 1,600 lines: the brief prints it
// whole, cut across lines and pages. Cutting such a word a letter at a time once held the server
// for minutes (the CI's hostile-payloads run); the time itself is the bench's to measure.

const fontFile = (name: string) => readFile(`node_modules/geist/dist/fonts/geist-sans/${name}`);

async function briefText(message: string): Promise<string> {
  const fonts = {
    regular: await fontFile('Geist-Regular.ttf'),
    bold: await fontFile('Geist-Bold.ttf'),
  };
  const source = aContactSource(message);
  const offers = chooseOffers(passagesIn('en'), 'en', {
    weakest: weakestCategories(source),
    message: messageOf(source),
    categoryNames: await categoryNamesIn('en'),
    siteUrl: SITE_URL,
  });
  const brief = buildBrief({ ...(await briefInputs('en')), source, offers, questions: [] });
  return pdfText(await buildBriefPdf(brief, fonts));
}

describe('a brief of the longest messages the form takes', () => {
  it('prints a 5,000-letter word whole, cut across lines', async () => {
    const text = (await briefText('Zx'.repeat(2500))).replace(/\s+/g, '');
    // A page break may print its footer inside one pair.
    expect(text.match(/Zx/g)?.length).toBeGreaterThanOrEqual(2495);
  }, 60_000);

  it('prints 1,600 lines, page after page', async () => {
    const text = await briefText('ln\n'.repeat(1600));
    // The tests' PDF reader (tests/assessment/pdf-text.ts) loses about one line a page break.
    expect(text.match(/ln/g)?.length).toBeGreaterThanOrEqual(1550);
  }, 60_000);
});
