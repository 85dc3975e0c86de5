import { HelpCircleIcon } from '@sanity/icons/HelpCircle';
import { pageDocument, pageIntroFields } from '../shared/page';

export const faqPage = pageDocument('faqPage', 'FAQ page', HelpCircleIcon, [...pageIntroFields()]);
