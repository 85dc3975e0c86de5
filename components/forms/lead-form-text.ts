import type { PrivacyNotices } from '@/lib/content/types';
import type en from '@/lib/i18n/messages/en.json';

/**
 * Every interface text of a lead form, resolved on the server: the browser gets plain strings
 * instead of a translation runtime. The dictionaries' key parity test keeps the French set complete.
 */
export type LeadFormText = (typeof en)['forms'];

/**
 * Where a lead form leads, in the page's language. Resolved on the server like its texts, so that
 * the page registry stays there.
 */
export type LeadFormLinks = { home: string; assessment: string; privacy: string };

/** A form's privacy notice and the label of its link to the policy, from the privacy policy. */
export type PrivacyNotice = {
  text: PrivacyNotices['contact' | 'assessment'];
  link: PrivacyNotices['linkLabel'];
};
