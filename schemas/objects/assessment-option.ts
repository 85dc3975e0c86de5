import { defineField, defineType } from 'sanity';
import { localeField } from '../shared/fields';
import { localizedPreview } from '../shared/preview';

export const optionLetters = ['A', 'B', 'C', 'D'] as const;

/** Points of each letter: A is always the most ready answer. */
export const optionPoints: Record<(typeof optionLetters)[number], number> = {
  A: 4,
  B: 3,
  C: 2,
  D: 1,
};

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
    options: { list: [4, 3, 2, 1], layout: 'radio', direction: 'horizontal' },
    validation: (rule) => rule.required().integer().min(1).max(4),
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
    { letter: 'letter', points: 'points', label: 'label.en' },
    ({ letter, points, label }) => ({
      title: `${letter ?? '?'}. ${label ?? ''}`,
      details: [`${points ?? '?'} points`],
    }),
  ),
});
