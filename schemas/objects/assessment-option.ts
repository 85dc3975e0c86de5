import { defineField, defineType } from 'sanity';
import { localeField } from '../shared/fields';
import { localizedPreview } from '../shared/preview';
import { inDefaultLocale } from '../shared/languages';
import { assessmentShape, OPTION_LETTERS, OPTION_POINTS } from '../../lib/model/assessment-shape';

export const optionLetters = OPTION_LETTERS;

/** Points of each letter, from the assessment's shape: A is always the most ready answer. */
export const optionPoints = OPTION_POINTS;

const pointsList = assessmentShape.options.map((option) => option.points);

const fields = [
  defineField({
    name: 'letter',
    type: 'string',
    options: { list: [...optionLetters], layout: 'radio', direction: 'horizontal' },
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'points',
    type: 'number',
    options: { list: pointsList, layout: 'radio', direction: 'horizontal' },
    validation: (rule) =>
      rule
        .required()
        .integer()
        .min(Math.min(...pointsList))
        .max(Math.max(...pointsList)),
  }),
  localeField('label', 'localeString'),
  localeField('description', 'localeText'),
];

export const assessmentOption = defineType({
  name: 'assessmentOption',
  title: 'Answer option',
  type: 'object',
  fields,
  preview: localizedPreview<{ letter?: string; points?: number; label?: string }>(
    fields,
    { letter: 'letter', points: 'points', label: inDefaultLocale('label') },
    ({ letter, points, label }) => ({
      title: `${letter ?? '?'}. ${label ?? ''}`,
      details: [`${points ?? '?'} points`],
    }),
  ),
});
