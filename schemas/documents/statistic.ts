import { BarChartIcon } from '@sanity/icons/BarChart';
import { defineType } from 'sanity';
import { documentKeyField, iconField, localeField, orderField } from '../shared/fields';
import { localizedPreview } from '../shared/preview';
import { inDefaultLocale } from '../shared/languages';

const statisticKeys = ['reviews', 'hours', 'chatbot', 'roi'] as const;

const fields = [
  documentKeyField(statisticKeys),
  orderField(statisticKeys.length),
  iconField(),
  localeField('value', 'localeString', {
    description:
      'The figure as shown, written the way each language writes it: 79% in English, 79\u00a0% (with a no-break space) in French.',
  }),
  localeField('description', 'localeText'),
];

export const statistic = defineType({
  name: 'statistic',
  title: 'Statistic',
  type: 'document',
  icon: BarChartIcon,
  fields,
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: localizedPreview<{ value?: string; description?: string }>(
    fields,
    { value: inDefaultLocale('value'), description: inDefaultLocale('description') },
    ({ value, description }) => ({ title: value, details: [description] }),
  ),
});
