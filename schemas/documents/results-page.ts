import { BarChartIcon } from '@sanity/icons/BarChart';
import { localeField, sectionField } from '../shared/fields';
import { pageDocument, pageIntroFields } from '../shared/page';

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
