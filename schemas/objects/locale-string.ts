import { hasText } from '../shared/languages';
import { localizedValuePreview } from '../shared/preview';
import { translatedType } from '../shared/translated-type';

export const localeString = translatedType({
  name: 'localeString',
  title: 'Localized string',
  field: { type: 'string' },
  written: hasText,
  preview: localizedValuePreview,
});
