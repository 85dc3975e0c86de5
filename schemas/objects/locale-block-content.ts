import { defineArrayMember } from 'sanity';
import { hasBlocks } from '../shared/languages';
import { translatedType } from '../shared/translated-type';

export const localeBlockContent = translatedType({
  name: 'localeBlockContent',
  title: 'Localized rich text',
  field: {
    type: 'array',
    of: [
      defineArrayMember({
        type: 'block',
        styles: [{ title: 'Normal', value: 'normal' }],
        lists: [
          { title: 'Bullet', value: 'bullet' },
          { title: 'Numbered', value: 'number' },
        ],
        marks: {
          decorators: [
            { title: 'Strong', value: 'strong' },
            { title: 'Emphasis', value: 'em' },
          ],
          annotations: [defineArrayMember({ type: 'internalLink' })],
        },
      }),
    ],
  },
  written: hasBlocks,
});
