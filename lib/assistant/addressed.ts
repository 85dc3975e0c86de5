import { lexicons } from './lexicon';
import type { Orders } from './lexicon/types';
import { fold, sentencesOf } from './terms';

/**
 * Sentences that speak to the assistant about itself rather than ask about the site: orders to
 * drop its rules, show its instructions or the passages it was given, take another role, write
 * to someone or visit an address; and questions about what it is ("what's your name?", « tu es
 * un robot ? »). No page answers them, so such a sentence never makes a message one the pages
 * answer, whatever words of the pages it borrows ("system", « règles », « appel »): a message made
 * of nothing else is declined, and a question about the site beside it is still answered from the
 * pages (the model reads the whole message as the visitor's words, never as its instructions).
 * Visitors mix languages, so every language's words (lexicon/<code>.ts) apply to every
 * question; the site says « vous », so « tu » speaks to the assistant. Matched without accents.
 */
const all = Object.values(lexicons).map(({ orders }) => orders);

/** Every language's alternatives of one kind, as one group of a pattern. */
const anyOf = (pick: (orders: Orders) => readonly string[]) => `(${all.flatMap(pick).join('|')})`;

const patterns: readonly RegExp[] = [
  // Drop the rules, switch a safeguard off, show what it was given
  ...(['drop', 'disable', 'show'] as const).map(
    (kind) =>
      new RegExp(
        String.raw`\b${anyOf((orders) => orders[kind].verbs)}\b.*\b${anyOf((orders) => orders[kind].objects)}\b`,
      ),
  ),
  new RegExp(
    String.raw`\b${anyOf((orders) => orders.yours.possessives)}\s+(system\s+)?${anyOf((orders) => orders.yours.objects)}\b`,
  ),
  // Speak as the system
  new RegExp(String.raw`(^|\n)\W*${anyOf((orders) => [...orders.system, ...orders.speakers])}\s*:`),
  new RegExp(String.raw`\b${anyOf((orders) => orders.system)}\s*:\s`),
  new RegExp(String.raw`\[\s*${anyOf((orders) => orders.system)}\s*\]`),
  // Send it to an address
  new RegExp(String.raw`\b${anyOf((orders) => orders.visit)}\b.*(https?:\/\/|www\.)`),
  ...all.flatMap((orders) => orders.phrases),
];

/** Whether a sentence speaks to the assistant about itself instead of asking about the site. */
export function isAddressedToAssistant(sentence: string): boolean {
  const text = fold(sentence.toLowerCase()).replaceAll('’', "'");
  return patterns.some((pattern) => pattern.test(text));
}

/**
 * A question as a model may read it: without its sentences that speak to the assistant about
 * itself, which no page answers and which are the way to turn it. Empty when nothing is left.
 */
export function withoutOrders(question: string): string {
  return sentencesOf(question)
    .filter((sentence) => !isAddressedToAssistant(sentence))
    .join(' ');
}
