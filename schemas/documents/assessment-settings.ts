import { ControlsIcon } from '@sanity/icons/Controls';
import { defineField, defineType } from 'sanity';
import { sectionField } from '../shared/fields';
import { localizedPreview } from '../shared/preview';

function level(name: string, title: string) {
  return defineField({
    name,
    title,
    type: 'readinessLevelCopy',
    validation: (rule) => rule.required(),
  });
}

const fields = [
  sectionField('overallLevels', 'Overall readiness levels', [
    level('high', 'High'),
    level('moderate', 'Moderate'),
    level('low', 'Low'),
    level('veryLow', 'Very low'),
  ]),
];

export const assessmentSettings = defineType({
  name: 'assessmentSettings',
  title: 'Assessment settings',
  type: 'document',
  icon: ControlsIcon,
  fields,
  preview: localizedPreview<Record<never, never>>(fields, {}, () => ({
    title: 'Assessment settings',
  })),
});
