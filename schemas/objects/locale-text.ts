import { hasText } from '../shared/languages';
import { localizedValuePreview } from '../shared/preview';
import { translatedType } from '../shared/translated-type';

export const localeText = translatedType({
  name: 'localeText',
  title: 'Localized text',
  field: { type: 'text', rows: 4 },
  written: hasText,
  preview: localizedValuePreview,
});
