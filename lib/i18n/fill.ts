/** Fills `{name}` placeholders; an unknown one stays as written, as a missing translation does. */
export function fill(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
