/**
 * A generous count of the tokens a text costs a language model, from its characters alone: no
 * provider's tokenizer is shipped, and the provider is a setting. Text in the Latin alphabet runs
 * about four characters a token, counted here as three; a character outside ASCII counts as a token
 * of its own (an accented letter is less), and one outside the first two UTF-8 bytes, as most
 * Chinese or Japanese characters and emoji are, as two. A question in a dense script is never
 * cheaper than it is counted.
 */
export function estimatedTokens(text: string): number {
  let ascii = 0;
  let other = 0;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code < 0x80) ascii += 1;
    else other += code < 0x800 ? 1 : 2;
  }
  return Math.ceil(ascii / 3) + other;
}
