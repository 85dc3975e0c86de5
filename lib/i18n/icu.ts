import { IntlMessageFormat } from 'intl-messageformat';
import { localeEntry, type Locale } from './locales';

/**
 * ICU messages written in the Studio: the same syntax as the dictionaries, so that a marketer's
 * sentence can choose its plural ({points, plural, one {# point} other {# points}}) as next-intl's
 * messages do. Pure code, so the Studio's checks import it too.
 */

type MessageElement = ReturnType<IntlMessageFormat['getAst']>[number];

// Tags are ordinary text in these sentences: a marketer's "<" is a character, not markup.
const PARSER_OPTIONS = { ignoreTag: true };

/** A message parsed; the language matters only to format it, not to read its structure. */
function parsed(message: string, languageTag?: string): IntlMessageFormat {
  return new IntlMessageFormat(message, languageTag, undefined, PARSER_OPTIONS);
}

// The parser's numbers for literal text and a bare argument, read from a parse rather than copied
// from its enum.
const LITERAL_TYPE = parsed('text').getAst()[0]?.type;
const ARGUMENT_TYPE = parsed('{name}').getAst()[0]?.type;

function argumentsIn(
  elements: readonly MessageElement[],
  keep: (element: MessageElement) => boolean,
): string[] {
  return elements.flatMap((element) => {
    // Literal text and the plural's # name no argument.
    const named = 'value' in element && element.type !== LITERAL_TYPE && keep(element);
    const nested =
      'options' in element
        ? Object.values(element.options).flatMap((option) => argumentsIn(option.value, keep))
        : [];
    return [...(named ? [element.value] : []), ...nested];
  });
}

const isPlural = (element: MessageElement) => 'pluralType' in element;

/**
 * The message with every bare argument that receives a number made a number argument: ICU writes
 * "{count}" as 1250 whatever the language, "{count, number}" as « 1 250 » or "1,250".
 */
function numbersAsWritten(
  elements: readonly MessageElement[],
  values: Readonly<Record<string, string | number>>,
): MessageElement[] {
  return elements.map((element) => {
    if (element.type === ARGUMENT_TYPE && 'value' in element) {
      const name = element.value;
      const number = typeof values[name] === 'number' && parsed(`{${name}, number}`).getAst()[0];
      if (number) return number;
    }
    if (!('options' in element)) return element;
    const options = Object.entries(element.options).map(([key, option]) => [
      key,
      { ...option, value: numbersAsWritten(option.value, values) },
    ]);
    return { ...element, options: Object.fromEntries(options) };
  });
}

/** Why a text is not a valid ICU message, or null when it is one. */
export function messageError(message: string): string | null {
  try {
    parsed(message);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The arguments a message fills in, nested ones included, each once: ["percent", "count"]. */
export function messageArguments(message: string): string[] {
  return [...new Set(argumentsIn(parsed(message).getAst(), () => true))];
}

/** The arguments a message puts through plural rules: ["points"] in "{points, plural, …}". */
export function pluralArguments(message: string): string[] {
  return [...new Set(argumentsIn(parsed(message).getAst(), isPlural))];
}

/**
 * A sentence from the Studio with its arguments filled in: numbers as the language writes them
 * (« 1 250 », "1,250") and plurals chosen by its rules (« 1,3 point », "1.3 points"). A sentence
 * that does not parse, as a marketer may save one, is shown as written rather than breaking the
 * page, the e-mail or the PDF.
 */
export function formatMessage(
  message: string,
  values: Readonly<Record<string, string | number>>,
  locale: Locale,
): string {
  const { languageTag } = localeEntry(locale);
  try {
    const elements = numbersAsWritten(parsed(message, languageTag).getAst(), values);
    return String(new IntlMessageFormat(elements, languageTag).format(values));
  } catch {
    return message;
  }
}
