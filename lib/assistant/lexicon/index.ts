import type { Locale } from '@/lib/i18n/locales';
import { en } from './en';
import { fr } from './fr';
import type { Lexicon } from './types';

/**
 * Each language's lexicon, by its code in the locale registry: a language the registry adds
 * without a lexicon here does not compile.
 */
export const lexicons: Record<Locale, Lexicon> = { en, fr };
