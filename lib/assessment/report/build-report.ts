import fontkit from '@pdf-lib/fontkit';
import { LineCapStyle, PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { ringColour, selectRecommendations } from '@/lib/assessment/scoring';
import type { Messages } from 'next-intl';
import type { ReportCopy } from '@/lib/content/types';
import { localeEntry, type Locale } from '@/lib/i18n/locales';
import { levelKey, scoredCategories, type ResultsContent } from '@/lib/assessment/results/content';
import { formatDate, formatPercentage } from '@/lib/assessment/results/format';
import { RING_COLOURS, TRACK_COLOUR } from '@/lib/assessment/results/palette';
import type { StoredResult } from '@/lib/assessment/session/stored-result';
import type { CompanySize } from '@/lib/model';
import type { SectorOption } from '@/lib/model/sector';
import { toDrawableText } from './drawable-text';
import {
  progressIntro,
  progressRow,
  readableStandings,
  sectorNamesOf,
  standingColumn,
  standingSentence,
  type GroupPhrases,
} from '@/lib/assessment/results/standing-text';

type ReportMessageKey = keyof Messages['results']['report'];

/** The dictionary keys the report reads, relative to the `results` namespace. */
type ReportKey = `report.${ReportMessageKey}` | `sizes.${CompanySize}`;

export type ReportTranslator = (key: ReportKey, values?: Record<string, string | number>) => string;

/** TrueType or OpenType files, embedded as subsets so that any name prints as written. */
export type ReportFonts = {
  regular: ArrayBuffer | Uint8Array;
  bold: ArrayBuffer | Uint8Array;
};

export type ReportInput = {
  locale: Locale;
  /** The visitor's own result, as stored in their tab: the report never looks anything up. */
  result: StoredResult;
  content: ResultsContent;
  /** The published sectors in the report's language: the sector's comparison names its own. */
  sectors: readonly SectorOption[];
  /** The report's headings, closing words and level names, from the results page. */
  copy: ReportCopy;
  siteName: string;
  schedulingUrl: string;
  /** The interface's words, from the dictionary. */
  t: ReportTranslator;
  fonts: ReportFonts;
};

/**
 * What a report and the results page are made from, before the interface's words and the fonts;
 * the page passes the whole of its results page's words where the report takes a part of them.
 */
export type ReportSource<Copy extends ReportCopy = ReportCopy> = Omit<
  ReportInput,
  'copy' | 't' | 'fonts'
> & { copy: Copy };

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { side: 56, top: 56, bottom: 72 };
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN.side;
const KEEP_TOGETHER_LINES = 6;

function hex(colour: string): RGB {
  const value = Number.parseInt(colour.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

const INK = hex('#0b1f3a');
const BODY = hex('#2b3a55');
const MUTED = hex('#52617a');
const BRAND = hex('#0f766e');
const TRACK = hex(TRACK_COLOUR);
const WHITE = rgb(1, 1, 1);

type TextStyle = { font: PDFFont; size: number; color: RGB; lineHeight?: number };

/**
 * Lays text out top to bottom, wrapping lines and starting new pages as it goes: the visitor's
 * report, and the consultants' brief (lib/desk/brief-pdf.ts).
 */
class ReportWriter {
  private page: PDFPage;
  private y: number;
  private readonly supported: ReadonlySet<number>;

  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.supported = new Set([...regular.getCharacterSet(), ...bold.getCharacterSet()]);
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN.top;
  }

  get currentPage(): PDFPage {
    return this.page;
  }

  get cursor(): number {
    return this.y;
  }

  moveTo(y: number) {
    this.y = y;
  }

  space(points: number) {
    this.y -= points;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  keep(height: number) {
    if (this.y - height >= MARGIN.bottom) return;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN.top;
  }

  drawable(text: string): string {
    return toDrawableText(text, this.supported);
  }

  text(text: string, style: TextStyle, options: { indent?: number; bullet?: string } = {}) {
    const indent = options.indent ?? 0;
    const lineHeight = style.lineHeight ?? style.size * 1.4;
    const lines = wrap(this.drawable(text), style.font, style.size, CONTENT_WIDTH - indent);
    // A short paragraph, such as a recommendation, is never split across two pages.
    if (lines.length <= KEEP_TOGETHER_LINES) this.keep(lines.length * lineHeight);
    lines.forEach((line, index) => {
      this.keep(lineHeight);
      this.y -= lineHeight;
      const x = MARGIN.side + indent;
      if (index === 0 && options.bullet) {
        this.page.drawText(options.bullet, { ...style, x: x - 12, y: this.y });
      }
      this.page.drawText(line, { ...style, x, y: this.y });
    });
  }

  /** One line with `left` and `right` at the two edges, as in a table row. */
  row(left: string, right: string, leftStyle: TextStyle, rightStyle: TextStyle) {
    const rightText = this.drawable(right);
    const rightWidth = rightStyle.font.widthOfTextAtSize(rightText, rightStyle.size);
    const leftLines = wrap(
      this.drawable(left),
      leftStyle.font,
      leftStyle.size,
      CONTENT_WIDTH - rightWidth - 12,
    );
    const lineHeight = leftStyle.size * 1.4;
    this.keep(lineHeight * leftLines.length);
    leftLines.forEach((line, index) => {
      this.y -= lineHeight;
      this.page.drawText(line, { ...leftStyle, x: MARGIN.side, y: this.y });
      if (index === 0) {
        this.page.drawText(rightText, {
          ...rightStyle,
          x: MARGIN.side + CONTENT_WIDTH - rightWidth,
          y: this.y,
        });
      }
    });
  }

  bar(percentage: number, colour: RGB) {
    const height = 8;
    this.keep(height + 4);
    this.y -= height + 4;
    const common = { x: MARGIN.side, y: this.y, height };
    this.page.drawRectangle({ ...common, width: CONTENT_WIDTH, color: TRACK });
    const filled = (CONTENT_WIDTH * Math.min(100, Math.max(0, percentage))) / 100;
    if (filled > 0) this.page.drawRectangle({ ...common, width: filled, color: colour });
  }
}

const LONGEST_LINE = 400;

/** Splits text into lines no wider than `maxWidth`; a word longer than a line is cut. */
function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  // No line holds LONGEST_LINE letters at the report's sizes: nothing longer is ever measured, so
  // a 5,000-letter word (a message may be one) costs a few measures a line.
  const fits = (candidate: string) =>
    candidate.length <= LONGEST_LINE && font.widthOfTextAtSize(candidate, size) <= maxWidth;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (!fits(line)) {
        // The longest start that fits, found by halving rather than a letter at a time.
        let low = 1;
        let high = Math.min(line.length - 1, LONGEST_LINE);
        while (low < high) {
          const middle = Math.ceil((low + high) / 2);
          if (fits(line.slice(0, middle))) low = middle;
          else high = middle - 1;
        }
        lines.push(line.slice(0, low));
        line = line.slice(low);
      }
    }
    lines.push(line);
  }
  return lines;
}

function drawRing(page: PDFPage, centreX: number, centreY: number, percentage: number) {
  const radius = 40;
  const width = 10;
  const colour = hex(RING_COLOURS[ringColour(percentage)]);
  page.drawCircle({
    x: centreX,
    y: centreY,
    size: radius,
    borderColor: TRACK,
    borderWidth: width,
  });
  const share = Math.min(100, Math.max(0, percentage)) / 100;
  if (share >= 1) {
    page.drawCircle({
      x: centreX,
      y: centreY,
      size: radius,
      borderColor: colour,
      borderWidth: width,
    });
  } else if (share > 0) {
    // SVG coordinates (y down) from the ring's centre, clockwise from twelve o'clock.
    const angle = share * 2 * Math.PI;
    const endX = radius * Math.sin(angle);
    const endY = -radius * Math.cos(angle);
    const largeArc = share > 0.5 ? 1 : 0;
    page.drawSvgPath(`M 0 ${-radius} A ${radius} ${radius} 0 ${largeArc} 1 ${endX} ${endY}`, {
      x: centreX,
      y: centreY,
      borderColor: colour,
      borderWidth: width,
      borderLineCap: LineCapStyle.Round,
    });
  }
}

/**
 * A new PDF with the report's fonts embedded, and a writer that flows text down its pages. The
 * standard PDF fonts only know WinAnsi, which has no Ł, Ż or Cyrillic: names print as typed.
 */
async function reportDocument(fonts: ReportFonts) {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const regular = await doc.embedFont(fonts.regular, { subset: true });
  const bold = await doc.embedFont(fonts.bold, { subset: true });
  return { doc, regular, bold, writer: new ReportWriter(doc, regular, bold) };
}

/**
 * A document of text alone (a brief, a team's view): titled and tagged with its language, its
 * four styles, and `save`, which numbers its pages under the title and answers its bytes.
 */
export async function textDocument(fonts: ReportFonts, title: string, locale: Locale) {
  const { doc, regular, bold, writer } = await reportDocument(fonts);
  doc.setTitle(writer.drawable(title));
  doc.setLanguage(localeEntry(locale).languageTag);
  const styles = {
    body: { font: regular, size: 10, color: BODY },
    small: { font: regular, size: 9, color: MUTED },
    strong: { font: bold, size: 10, color: INK },
    heading: { font: bold, size: 14, color: INK, lineHeight: 22 },
  } satisfies Record<string, TextStyle>;
  writer.text(title, { font: bold, size: 18, color: INK, lineHeight: 26 });
  async function save(): Promise<Uint8Array> {
    const pages = doc.getPages();
    pages.forEach((page, index) => {
      const footer = writer.drawable(`${title} · ${index + 1}/${pages.length}`);
      page.drawText(footer, { x: 56, y: 36, size: 8, font: regular, color: MUTED });
    });
    return doc.save();
  }
  return { writer, styles, save };
}

/** The assessment report as a PDF, in the visitor's language, built entirely in their browser. */
export async function buildAssessmentReport({
  locale,
  result,
  content,
  sectors,
  copy,
  siteName,
  schedulingUrl,
  t,
  fonts,
}: ReportInput): Promise<Uint8Array> {
  const { doc, regular, bold, writer } = await reportDocument(fonts);
  const name = `${result.contactInfo.firstName} ${result.contactInfo.lastName}`;
  const percent = (value: number) => formatPercentage(value, locale);

  doc.setTitle(writer.drawable(t('report.documentTitle', { title: copy.report.title, name })));
  doc.setAuthor(siteName);
  doc.setCreator(siteName);
  doc.setLanguage(localeEntry(locale).languageTag);

  const body: TextStyle = { font: regular, size: 10.5, color: BODY };
  const small: TextStyle = { font: regular, size: 9.5, color: MUTED };
  const strong: TextStyle = { font: bold, size: 10.5, color: INK };
  const heading: TextStyle = { font: bold, size: 15, color: INK, lineHeight: 22 };

  // Title band.
  const bandHeight = 96;
  writer.currentPage.drawRectangle({
    x: 0,
    y: PAGE.height - bandHeight,
    width: PAGE.width,
    height: bandHeight,
    color: INK,
  });
  writer.moveTo(PAGE.height - 24);
  writer.text(siteName, { font: bold, size: 11, color: hex('#5eead4') });
  writer.text(copy.report.title, { font: bold, size: 20, color: WHITE, lineHeight: 30 });
  writer.moveTo(PAGE.height - bandHeight - 18);

  writer.text(t('report.preparedFor', { name }), body);
  writer.text(t('report.company', { company: result.contactInfo.companyName }), body);
  writer.text(t('report.date', { date: formatDate(result.completedAt, locale) }), body);
  writer.space(20);

  // Overall score: the ring on the left, the level beside it. The level's title names the level, so
  // no "Level:" line repeats it under the score, as the e-mail, which has no title, needs.
  const overallKey = levelKey(result.overallReadinessLevel);
  const overallCopy = content.overallLevels?.[overallKey];
  writer.keep(110);
  const ringTop = writer.cursor;
  const centreX = MARGIN.side + 50;
  const centreY = ringTop - 50;
  drawRing(writer.currentPage, centreX, centreY, result.percentage);
  const percentText = writer.drawable(percent(result.percentage));
  const percentSize = 18;
  writer.currentPage.drawText(percentText, {
    x: centreX - bold.widthOfTextAtSize(percentText, percentSize) / 2,
    y: centreY - percentSize / 3,
    size: percentSize,
    font: bold,
    color: INK,
  });
  const besideRing = MARGIN.side + 120;
  const besideRingStyle = { x: besideRing, font: bold };
  writer.currentPage.drawText(writer.drawable(copy.report.overallHeading), {
    ...besideRingStyle,
    y: ringTop - 28,
    size: 15,
    color: INK,
  });
  writer.currentPage.drawText(writer.drawable(overallCopy?.title ?? copy.levels[overallKey]), {
    ...besideRingStyle,
    y: ringTop - 50,
    size: 12,
    color: BRAND,
  });
  writer.currentPage.drawText(
    writer.drawable(
      t('report.overallScore', {
        score: result.totalScore,
        max: result.maxPossibleScore,
        percentage: percent(result.percentage),
      }),
    ),
    { x: besideRing, y: ringTop - 70, size: 10.5, font: regular, color: BODY },
  );
  writer.moveTo(ringTop - 108);
  if (overallCopy) writer.text(overallCopy.explanation, body);
  writer.space(22);

  const categories = scoredCategories(content, result.categoryScores);
  const { previous } = result.extras ?? {};
  const sectorNames = sectorNamesOf(sectors);
  const standings = readableStandings(result.extras?.standings, sectorNames);

  // The progress since the same person's last assessment.
  if (previous) {
    writer.keep(60);
    writer.text(copy.progress.heading, heading);
    writer.text(progressIntro(copy.progress, previous, locale), small);
    writer.space(6);
    const rows = [
      { title: copy.progress.overall, before: previous.percentage, now: result.percentage },
      ...categories.flatMap(({ category, score }) => {
        const before = previous.categoryScores.find((entry) => entry.category === category.key);
        return before
          ? [{ title: category.title, before: before.percentage, now: score.percentage }]
          : [];
      }),
    ];
    for (const row of rows) {
      const change = progressRow(copy.progress, row.before, row.now, locale);
      writer.keep(30);
      writer.text(row.title, strong);
      writer.text(t('report.change', change), body);
    }
    writer.space(22);
  }

  // Where the result stands among other companies: overall, then by category.
  if (standings) {
    const phrases: GroupPhrases = {
      size: (size: CompanySize) => t(`sizes.${size}`),
      sector: sectorNames,
    };
    writer.keep(60);
    writer.text(copy.benchmark.heading, heading);
    for (const standing of standings.overall) {
      writer.text(standingSentence(copy.benchmark, standing, locale, phrases), body);
    }
    writer.space(6);
    writer.text(copy.benchmark.tableCaption, small);
    for (const { category } of categories) {
      const columns = (standings.categories[category.key] ?? []).map(({ group, percentAhead }) =>
        t('report.standing', {
          group: standingColumn(copy.benchmark, group, phrases),
          percent: percent(percentAhead),
        }),
      );
      writer.keep(30);
      writer.text(category.title, strong);
      writer.text(columns.join(' · '), body);
    }
    writer.space(22);
  }

  // Scores by category, as bars.
  writer.keep(60);
  writer.text(copy.report.categoriesHeading, heading);
  writer.space(4);
  for (const { category, score } of categories) {
    writer.keep(48);
    writer.space(6);
    writer.row(category.title, percent(score.percentage), strong, strong);
    writer.bar(score.percentage, hex(RING_COLOURS[ringColour(score.percentage)]));
    writer.text(
      t('report.categoryScore', {
        score: score.score,
        max: score.maxScore,
        percentage: percent(score.percentage),
        level: copy.levels[levelKey(score.readinessLevel)],
      }),
      small,
    );
  }
  writer.space(18);

  // One section per category: where it stands and what to do next.
  for (const { category, score } of categories) {
    const key = levelKey(score.readinessLevel);
    writer.keep(120);
    writer.space(10);
    writer.text(category.title, heading);
    writer.text(
      t('report.categoryScore', {
        score: score.score,
        max: score.maxScore,
        percentage: percent(score.percentage),
        level: copy.levels[key],
      }),
      { ...body, color: BRAND, font: bold },
    );
    writer.space(4);
    writer.text(category.levelExplanations[key], body);
    writer.space(8);
    writer.keep(40);
    writer.text(copy.report.recommendationsHeading, strong);
    writer.space(2);
    for (const recommendation of selectRecommendations(
      score.readinessLevel,
      category.recommendations,
    )) {
      writer.text(recommendation, body, { indent: 14, bullet: '•' });
      writer.space(3);
    }
  }

  writer.keep(80);
  writer.space(16);
  writer.text(copy.report.nextStepsHeading, heading);
  // The paragraph is a marketer's; the booking address follows it, so it cannot be lost in an edit.
  writer.text(`${copy.report.nextSteps} ${schedulingUrl}`, body);

  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const footer = writer.drawable(t('report.page', { current: index + 1, total: pages.length }));
    const footerStyle = { y: 36, size: 8.5, font: regular, color: MUTED };
    page.drawLine({
      start: { x: MARGIN.side, y: 50 },
      end: { x: PAGE.width - MARGIN.side, y: 50 },
      thickness: 0.5,
      color: TRACK,
    });
    page.drawText(writer.drawable(siteName), { ...footerStyle, x: MARGIN.side });
    page.drawText(footer, {
      ...footerStyle,
      x: PAGE.width - MARGIN.side - regular.widthOfTextAtSize(footer, footerStyle.size),
    });
  });

  return doc.save();
}
