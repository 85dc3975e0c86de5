import { BarChartIcon } from '@sanity/icons/BarChart';
import { localeField, sectionField, type LocaleValue } from '../shared/fields';
import { pageDocument, pageIntroFields } from '../shared/page';

/** A sentence the site fills in: each language's text must keep every placeholder. */
function withPlaceholders(...names: string[]) {
  return {
    description: `Keep ${names.map((name) => `{${name}}`).join(', ')}: the site fills them in.`,
    custom: (value: LocaleValue) => {
      const texts = Object.entries(value ?? {})
        .filter(([language, text]) => !language.startsWith('_') && typeof text === 'string')
        .map(([, text]) => text as string);
      const missing = names.filter((name) => texts.some((text) => !text.includes(`{${name}}`)));
      return (
        missing.length === 0 ||
        `Each language needs ${missing.map((name) => `{${name}}`).join(', ')}.`
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
      description: 'Shown only when at least 10 companies can be compared.',
    }),
    localeField('band', 'localeString', {
      title: 'Against companies of the same size',
      ...withPlaceholders('percent', 'size', 'count'),
    }),
    localeField('all', 'localeString', {
      title: 'Against all companies',
      ...withPlaceholders('percent', 'count'),
    }),
    localeField('bandColumn', 'localeString', {
      title: 'Column of the same size, in the table of categories',
      ...withPlaceholders('size'),
    }),
    localeField('allColumn', 'localeString', { title: 'Column of all companies' }),
    localeField('tableCaption', 'localeString', { title: 'Caption of the table of categories' }),
  ]),
  sectionField('progress', 'Progress since the last assessment', [
    localeField('heading', 'localeString'),
    localeField('intro', 'localeString', {
      title: 'Under the heading',
      ...withPlaceholders('date'),
    }),
    localeField('overall', 'localeString', { title: 'Name of the overall row' }),
    localeField('before', 'localeString', { title: 'Column of the last assessment' }),
    localeField('now', 'localeString', { title: 'Column of this one' }),
    localeField('change', 'localeString', { title: 'Column of the change' }),
    localeField('up', 'localeString', { title: 'A rise', ...withPlaceholders('points') }),
    localeField('down', 'localeString', { title: 'A fall', ...withPlaceholders('points') }),
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
