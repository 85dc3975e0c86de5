import { BarChartIcon } from '@sanity/icons/BarChart';
import { messageArguments, messageError, pluralArguments } from '../../lib/i18n/icu';
import { localeField, sectionField, type LocaleValue } from '../shared/fields';
import { pageDocument, pageIntroFields } from '../shared/page';

type Placeholders = {
  /** Filled in as written: a percentage, a size band, a date. */
  text?: string[];
  /** Numbers beside a noun, which must choose the noun's plural by the language's rules. */
  plural?: string[];
};

const PLURAL_EXAMPLE = '{points, plural, one {# point} other {# points}}';

/**
 * A sentence the site fills in: each language's text must be a valid message that keeps every
 * placeholder, and put each counted number through its language's plural rules, as French says
 * « 1,3 point » where English says "1.3 points".
 */
function withPlaceholders({ text = [], plural = [] }: Placeholders) {
  const names = [...text, ...plural];
  const pluralHint =
    plural.length === 0
      ? ''
      : ` Write ${plural.map((name) => `{${name}}`).join(', ')} with its plural, as in ${PLURAL_EXAMPLE}.`;
  return {
    description: `Keep ${names.map((name) => `{${name}}`).join(', ')}: the site fills them in.${pluralHint}`,
    custom: (value: LocaleValue) => {
      const texts = Object.entries(value ?? {})
        .filter(([language, entry]) => !language.startsWith('_') && typeof entry === 'string')
        .map(([, entry]) => entry as string);
      for (const entry of texts) {
        const error = messageError(entry);
        if (error) return `“${entry}” cannot be read: check its braces (${error}).`;
      }
      const missing = names.filter((name) =>
        texts.some((entry) => !messageArguments(entry).includes(name)),
      );
      if (missing.length > 0) {
        return `Each language needs ${missing.map((name) => `{${name}}`).join(', ')}.`;
      }
      const singular = plural.filter((name) =>
        texts.some((entry) => !pluralArguments(entry).includes(name)),
      );
      return (
        singular.length === 0 ||
        `Give ${singular.map((name) => `{${name}}`).join(', ')} its plural in each language, as in ${PLURAL_EXAMPLE}.`
      );
    },
  };
}

export const resultsPage = pageDocument('resultsPage', 'Results page', BarChartIcon, [
  ...pageIntroFields(),
  sectionField('headings', 'Section headings', [
    localeField('overall', 'localeString', { title: 'Above the overall score' }),
    localeField('categories', 'localeString', { title: 'Above the category scores' }),
    localeField('chart', 'localeString', { title: 'Above the chart of category scores' }),
    localeField('details', 'localeString', { title: 'Above the recommendations' }),
    localeField('detailsIntro', 'localeText', { title: 'Line under the recommendations heading' }),
  ]),
  sectionField('levels', 'Level names', [
    localeField('high', 'localeString', { title: 'High' }),
    localeField('moderate', 'localeString', { title: 'Moderate' }),
    localeField('low', 'localeString', { title: 'Low' }),
    localeField('veryLow', 'localeString', { title: 'Very low' }),
  ]),
  sectionField('stories', 'Use cases', [
    localeField('heading', 'localeString'),
    localeField('intro', 'localeText', {
      title: 'Under the heading',
      description:
        'Three use cases follow, those of the visitor’s sector first when they gave one and a use case is of it.',
    }),
  ]),
  sectionField('consultation', 'Consultation banner', [
    localeField('title', 'localeString'),
    localeField('description', 'localeText'),
    localeField('button', 'localeString', { title: 'Button label' }),
    localeField('notice', 'localeText', { title: 'Line under the button' }),
  ]),
  sectionField('link', 'Private link to the results', [
    localeField('heading', 'localeString', { title: 'Above the link' }),
    localeField('description', 'localeText', { title: 'Under the heading' }),
    localeField('pending', 'localeText', {
      title: 'Until the address is confirmed',
      description:
        'Shown with the results until the owner of the address given confirms it, which sends the results e-mail.',
    }),
  ]),
  sectionField('benchmark', 'Comparison with other companies', [
    localeField('heading', 'localeString'),
    localeField('intro', 'localeText', {
      title: 'Under the heading',
      description:
        'Shown only when a group is large enough to compare. Say what is counted: confirmed results only, each address once, refreshed daily, shares rounded to 5 % and the number of companies rounded down to tens.',
    }),
    localeField('band', 'localeString', {
      title: 'Against companies of the same size',
      ...withPlaceholders({ text: ['percent', 'size', 'count'] }),
    }),
    localeField('all', 'localeString', {
      title: 'Against all companies',
      ...withPlaceholders({ text: ['percent', 'count'] }),
    }),
    localeField('bandLowest', 'localeString', {
      title: 'Against companies of the same size, when none scored lower',
      ...withPlaceholders({ text: ['size', 'count'] }),
    }),
    localeField('allLowest', 'localeString', {
      title: 'Against all companies, when none scored lower',
      ...withPlaceholders({ text: ['count'] }),
    }),
    localeField('bandHighest', 'localeString', {
      title: 'Against companies of the same size, when all scored lower',
      ...withPlaceholders({ text: ['size', 'count'] }),
    }),
    localeField('allHighest', 'localeString', {
      title: 'Against all companies, when all scored lower',
      ...withPlaceholders({ text: ['count'] }),
    }),
    localeField('sector', 'localeString', {
      title: 'Against companies of the same sector',
      ...withPlaceholders({ text: ['percent', 'sector', 'count'] }),
    }),
    localeField('sectorLowest', 'localeString', {
      title: 'Against companies of the same sector, when none scored lower',
      ...withPlaceholders({ text: ['sector', 'count'] }),
    }),
    localeField('sectorHighest', 'localeString', {
      title: 'Against companies of the same sector, when all scored lower',
      ...withPlaceholders({ text: ['sector', 'count'] }),
    }),
    localeField('bandColumn', 'localeString', {
      title: 'Column of the same size, in the table of categories',
      ...withPlaceholders({ text: ['size'] }),
    }),
    localeField('sectorColumn', 'localeString', {
      title: 'Column of the same sector, in the table of categories',
      ...withPlaceholders({ text: ['sector'] }),
    }),
    localeField('allColumn', 'localeString', { title: 'Column of all companies' }),
    localeField('tableCaption', 'localeString', { title: 'Caption of the table of categories' }),
  ]),
  sectionField('progress', 'Progress since the last assessment', [
    localeField('heading', 'localeString'),
    localeField('intro', 'localeString', {
      title: 'Under the heading',
      ...withPlaceholders({ text: ['date'] }),
    }),
    localeField('overall', 'localeString', { title: 'Name of the overall row' }),
    localeField('before', 'localeString', { title: 'Column of the last assessment' }),
    localeField('now', 'localeString', { title: 'Column of this one' }),
    localeField('change', 'localeString', { title: 'Column of the change' }),
    localeField('up', 'localeString', {
      title: 'A rise',
      ...withPlaceholders({ plural: ['points'] }),
    }),
    localeField('down', 'localeString', {
      title: 'A fall',
      ...withPlaceholders({ plural: ['points'] }),
    }),
    localeField('same', 'localeString', { title: 'No change' }),
  ]),
  sectionField('report', 'PDF report', [
    localeField('title', 'localeString', { title: 'Title of the report' }),
    localeField('overallHeading', 'localeString', { title: 'Above the overall score' }),
    localeField('categoriesHeading', 'localeString', { title: 'Above the category scores' }),
    localeField('recommendationsHeading', 'localeString', {
      title: 'Above each category’s recommendations',
    }),
    localeField('nextStepsHeading', 'localeString', { title: 'Above the last paragraph' }),
    localeField('nextSteps', 'localeText', { title: 'Last paragraph' }),
  ]),
]);
