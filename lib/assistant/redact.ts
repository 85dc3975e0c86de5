/**
 * A visitor's question without the personal data a visitor sometimes types into a chat: e-mail
 * addresses, telephone numbers, bank account and card numbers. What is removed is replaced by
 * what it was, in brackets, so that a language model still reads a sentence ("write to me at
 * [e-mail]") and never the data itself. Applied before a question reaches a provider; nothing of
 * a conversation is stored.
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
  let result = text;
  for (const { label, pattern } of patterns) {
    result = result.replace(pattern, (found) =>
      label === '[phone]' && digitCount(found) < 8 ? found : label,
    );
  }
  return result;
}
