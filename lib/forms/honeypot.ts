/**
 * A field people never see; only bots fill it in. Browsers autofill fields whose name or label
 * looks like a website, a name or an address, so this one looks like none of them.
 */
export const HONEYPOT_FIELD = 'reference_code';
