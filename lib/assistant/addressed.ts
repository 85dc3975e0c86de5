import { fold, sentencesOf } from './terms';

/**
 * Sentences that speak to the assistant about itself rather than ask about the site: orders to
 * drop its rules, show its instructions or the passages it was given, take another role, write
 * to someone or visit an address; and questions about what it is ("what's your name?", « tu es
 * un robot ? »). No page answers them, so such a sentence never makes a message one the pages
 * answer, whatever words of the pages it borrows ("system", « règles », « appel »): a message made
 * of nothing else is declined, and a question about the site beside it is still answered from the
 * pages (the model reads the whole message as the visitor's words, never as its instructions).
 * Visitors mix languages, so every language's patterns apply to every question; the site says
 * « vous », so « tu » speaks to the assistant. Matched without accents.
 */
const patterns: readonly RegExp[] = [
  // Drop the rules
  /\b(ignore|disregard|forget|override|bypass|oublie\w*|ignorez?)\b.*\b(instructions?|rules?|prompts?|guidelines|everything|previous|prior|above|filters?|restrictions?|consignes?|regles?|roles?|tout|precedent\w*|filtres?)\b/,
  /\b(disable|turn off|switch off|desactive\w*)\b.*\b(rules?|filters?|restrictions?|safety|guard\w*|regles?|filtres?)\b/,
  // Show what it was given
  /\b(reveal|print|show|repeat|output|display|dump|leak|recite|translate|revele\w*|affiche\w*|repete\w*|recopie\w*|montre\w*|imprime\w*|tradui\w*)\b.*\b(instructions?|prompts?|configuration|config|context window|passages?|text above|(hidden|secret) rules|consignes?|ci-dessus|regles (cachees|secretes)|fenetre de contexte)\b/,
  /\b(your|tes|ton|ta)\s+(system\s+)?(instructions?|prompts?|hidden\s+rules|secret\s+rules|configuration|context\s+window|consignes?|regles?|filtres?|role)\b/,
  /\b(system|developer|admin)\s+(prompt|message|mode|override)\b/,
  // Speak as the system
  /(^|\n)\W*(system|systeme|assistant|developer|developpeur|admin)\s*:/,
  /\b(system|systeme)\s*:\s/,
  /\[\s*(system|systeme)\s*\]/,
  // Take another role
  /\byou('re| are) (now|no longer)\b|\btu (n'es|es) (maintenant|desormais|plus)\b/,
  /\bfrom now on\b.*\b(you|answer|reply|respond|assistant)\b|\b(desormais|a partir de maintenant)\b.*\b(tu|reponds?|assistant)\b/,
  /^\W*(please\s+)?(act|behave)\s+(as|like)\b|\bpretend\b|\brole-?play\b|\bjailbreak\b/,
  /\bfais (comme si|semblant)\b|\bjoue\w*\s+(le|un)\s+role\b/,
  // Act outside the page: write to someone, go to an address
  /^\W*(please\s+)?(send|e-?mail|envoie\w*|envoyez|ecri[st]\w*)\b.*@/,
  /\b(visit|open|browse|fetch|click|go to|va sur|allez sur|ouvre\w*|visite\w*|consulte\w*|clique\w*)\b.*(https?:\/\/|www\.)/,
  // Ask what it is
  /^\W*(who|what|how old|where) (are|were) you\b|\bare you (a |an )?(bot|robot|human|real|person|machine|chatgpt)\b/,
  /\byour (name|age)\b|\bwho (made|built|created|programmed|trained) you\b|\bi (love|hate) you\b/,
  /\byou('re| are) (useless|stupid|dumb|smart|great|funny|cute)\b/,
  /\btu t'appelles?\b|\bton (nom|age)\b|\bqui t'a (cree|fait|programme|concu|entraine)\b/,
  /\b(tu es|t'es) (un |une )?(bot|robot|humain|humaine|vrai|vraie|personne|machine|chatgpt|nul|nulle|bete)\b/,
  /\btu (ne )?sers (a|à) rien\b|\bje t'(aime|adore|deteste)\b/,
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
