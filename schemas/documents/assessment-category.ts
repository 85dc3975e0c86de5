import { ThListIcon } from '@sanity/icons/ThList';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { documentKeyField, localeField, orderField, sectionField } from '../shared/fields';
import { localizedPreview } from '../shared/preview';
import { inDefaultLocale } from '../shared/languages';
import { CATEGORY_KEYS } from '../../lib/model/assessment-shape';

const categoryKeys = CATEGORY_KEYS;

/** How many recommendations each tier shows: three to improve, three to refine, two to lead. */
export const recommendationCounts = { improvement: 3, refinement: 3, leadership: 2 } as const;

function recommendations(name: keyof typeof recommendationCounts, description: string) {
  const count = recommendationCounts[name];
  return defineField({
    name,
    type: 'array',
    description: `${description} Exactly ${count}.`,
    of: [defineArrayMember({ type: 'localeText' })],
    validation: (rule) => rule.required().length(count),
  });
}

const fields = [
  documentKeyField(categoryKeys),
  orderField(categoryKeys.length),
  localeField('title', 'localeString'),
  localeField('shortTitle', 'localeString', {
    title: 'Short title',
    description: 'The label of this category in the results chart, where space is short.',
  }),
  localeField('description', 'localeText'),
  sectionField('levelExplanations', 'Explanation per readiness level', [
    localeField('high', 'localeText'),
    localeField('moderate', 'localeText'),
    localeField('low', 'localeText'),
    localeField('veryLow', 'localeText', { title: 'Very low' }),
  ]),
  sectionField('recommendations', 'Recommendations', [
    recommendations('improvement', 'Shown at a low or very low level.'),
    recommendations('refinement', 'Shown at a moderate level.'),
    recommendations('leadership', 'Shown at a high level.'),
  ]),
];

export const assessmentCategory = defineType({
  name: 'assessmentCategory',
  title: 'Assessment category',
  type: 'document',
  icon: ThListIcon,
  fields,
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: localizedPreview<{ title?: string; order?: number }>(
    fields,
    { title: inDefaultLocale('title'), order: 'order' },
    ({ title, order }) => ({ title, details: [order] }),
  ),
});
