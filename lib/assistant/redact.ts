/**
 * A visitor's question without the personal data a visitor sometimes types into a chat: e-mail
 * addresses, telephone numbers, bank account and card numbers. What is removed is replaced by
 * what it was, in brackets, so that a language model still reads a sentence ("write to me at
 * [e-mail]") and never the data itself. Applied before a question reaches a provider; nothing of
 * a conversation is stored. The text is read in Unicode's compatibility form first (NFKC), so
 * that full-width digits and « ＠ » are the digits and the @ they look like.
 */
const patterns: { label: string; pattern: RegExp }[] = [
  // Any word with an @ between two dotted parts: an address however it is spelled.
  { label: '[e-mail]', pattern: /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[^\s@<>()[\]"',;:]+/gu },
  // An IBAN: two letters, two digits, then 11 to 30 letters and digits, spaced in fours or not.
  { label: '[IBAN]', pattern: /\b[A-Z]{2}\d{2}(?:[ -]?[A-Z0-9]{2,4}){3,8}\b/giu },
  // A card number: 13 to 19 digits, spaced or dashed in groups.
  { label: '[card]', pattern: /\b\d(?:[ -]?\d){12,18}\b/gu },
  // A telephone number: an optional + or 00 and country code, then at least 8 digits in groups
  // separated by spaces, dots, dashes or brackets (06 12 34 56 78, +33 6 12 34 56 78,
  // (555) 123-4567). A year, a price or a percentage has fewer digits, or no separators.
  {
    label: '[phone]',
    pattern: /(?<![\p{L}\p{N}])(?:\+|00)?\d[\d .\-()/]{6,}\d(?![\p{L}\p{N}])/gu,
  },
];

function digitCount(text: string): number {
  return text.replace(/\D/g, '').length;
}

export function redact(text: string): string {
  let result = text.normalize('NFKC');
  for (const { label, pattern } of patterns) {
    result = result.replace(pattern, (found) =>
      label === '[phone]' && digitCount(found) < 8 ? found : label,
    );
  }
  return result;
}

// Full-width forms of the ASCII letters, digits and signs (U+FF01 to U+FF5E) sit this far above
// the ASCII they look like.
const FULL_WIDTH_OFFSET = 0xfee0;

// A domain's label: letters and digits, with hyphens inside.
const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?`;

/** What a model's answer may not hold, however it was talked into writing it. */
const contacts: readonly RegExp[] = [
  // A web address, with its path.
  /\b(?:https?:\/\/|www\.)\S+/giu,
  // An e-mail address, or anything else written around an @, less the punctuation after it.
  /[^\s@<>()[\]"',;:]*@(?:[^\s<>()[\]"',;:]*[^\s<>()[\]"',;:.!?])?/gu,
  // A domain however bare ("pay-lumen.example"), with its path, less the punctuation after it.
  new RegExp(
    String.raw`(?<![\p{L}\p{N}@.-])(?:${LABEL}\.)+\p{L}{2,}(?![\p{L}\p{N}-])(?:[/?#](?:[^\s[\]]*[^\s[\].,;:!?)])?)?`,
    'gu',
  ),
];

// A telephone number as a question's, in any script's digits.
const TELEPHONE = /(?<![\p{L}\p{N}])(?:\+|00)?\p{Nd}[\p{Nd} .\-()/]{6,}\p{Nd}(?![\p{L}\p{N}])/gu;

/**
 * A model's text without a way off the page it could offer: web and e-mail addresses, bare
 * domains and telephone numbers, full-width ones too. Citation markers [n] are kept.
 */
export function withoutContacts(text: string): string {
  const ascii = text.replace(/[\uff01-\uff5e]/gu, (sign) =>
    String.fromCharCode(sign.charCodeAt(0) - FULL_WIDTH_OFFSET),
  );
  return contacts
    .reduce((result, pattern) => result.replace(pattern, ''), ascii)
    .replace(TELEPHONE, (found) => ((found.match(/\p{Nd}/gu)?.length ?? 0) < 8 ? found : ''));
}
