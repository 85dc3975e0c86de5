import type { SiteCopyMessages } from '@/lib/content/types';
import type en from '@/lib/i18n/messages/en.json';

/**
 * Every text of a lead form, resolved on the server: the browser gets plain strings instead of a
 * translation runtime. The dictionaries' key parity test keeps the French set complete.
 */
export type LeadFormText = (typeof en)['forms'] & SiteCopyMessages['forms'];
