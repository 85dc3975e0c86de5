import { RocketIcon } from '@sanity/icons/Rocket';
import { defineArrayMember, defineField, defineType } from 'sanity';
import {
  fixedSlugField,
  headingField,
  localeField,
  orderField,
  sectionField,
  visitorQuestionsField,
} from '../shared/fields';
import { localizedPreview } from '../shared/preview';
import { serviceSlugs } from '../../lib/routes';
import { inDefaultLocale } from '../shared/languages';

function items(min: number, max: number) {
  return defineField({
    name: 'items',
    type: 'array',
    description: `${min} to ${max} items.`,
    of: [defineArrayMember({ type: 'featureItem' })],
    validation: (rule) => rule.required().min(min).max(max),
  });
}

const fields = [
  localeField('title', 'localeString'),
  fixedSlugField(serviceSlugs),
  orderField(serviceSlugs.length),
  localeField('summary', 'localeText', {
    description: 'The card text on the AI solutions overview.',
  }),
  localeField('intro', 'localeBlockContent', {
    description: 'The lead under the title: emphasis and links to other pages allowed.',
  }),
  sectionField('whatWeDo', 'What we do', [headingField(), items(4, 6)]),
  sectionField('keyBenefits', 'Key benefits', [headingField(), items(3, 4)]),
  sectionField('extraInfo', 'Extra information', [
    localeField('title', 'localeString'),
    localeField('body', 'localeBlockContent'),
  ]),
  visitorQuestionsField(),
];

export const service = defineType({
  name: 'service',
  title: 'Service',
  type: 'document',
  icon: RocketIcon,
  fields,
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: localizedPreview<{ title?: string; slug?: string; order?: number }>(
    fields,
    { title: inDefaultLocale('title'), slug: 'slug.current', order: 'order' },
    ({ title, slug, order }) => ({ title, details: [order, slug] }),
  ),
});
