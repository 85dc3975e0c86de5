/**
 * Whether a contact message asks the firm for something: a call, a quote, help with a project.
 * A lead who asks is worth more than one who says hello, tests the form or thanks us, and the
 * sales notice says what was asked. English and French, read without accents or case, so that
 * « Délai », « delai » and « DÉLAI » are one word. Rules, not a model: each can be read and
 * argued with, and tests/desk/intent.test.ts measures them on messages they were not tuned on.
 */

/** What a message asks for, as the sales notice and the brief name it. */
export type Request = 'call' | 'quote' | 'help';

/** A request's words, in both languages, as whole words or phrases of the normalized text. */
const REQUEST_WORDS: Record<Request, string[]> = {
  call: [
    'a call',
    'call me',
    'call back',
    'call us',
    'phone call',
    'schedule',
    'book',
    'appointment',
    'meeting',
    'meet',
    'demo',
    'demonstration',
    'consultation',
    'get in touch',
    'contact me',
    'contact us',
    'rendez-vous',
    'rdv',
    'reunion',
    'rappeler',
    'rappelez',
    'recontacter',
    'contactez',
    'me contacter',
    'nous contacter',
    'en discuter',
    'echanger',
    'un appel',
  ],
  quote: [
    'quote',
    'quotation',
    'proposal',
    'pricing',
    'price',
    'prices',
    'cost',
    'costs',
    'budget',
    'estimate',
    'how much',
    'deadline',
    'devis',
    'chiffrage',
    'tarif',
    'tarifs',
    'prix',
    'cout',
    'couts',
    'combien',
    'proposition',
    'delai',
    'delais',
  ],
  help: [
    'help',
    'advice',
    'support',
    'project',
    'pilot',
    'audit',
    'workshop',
    'training',
    'aide',
    'aider',
    'conseil',
    'conseils',
    'accompagnement',
    'accompagner',
    'projet',
    'pilote',
    'atelier',
    'formation',
    'former',
  ],
};

/** Phrases that ask whatever they ask for: a need, a wish, a polite request. */
const ASKING_PHRASES = [
  'we need',
  'i need',
  'we would like',
  "we'd like",
  'i would like',
  "i'd like",
  'we want',
  'looking for',
  'interested in',
  'can you',
  'could you',
  'would you',
  'will you',
  'can we',
  'could we',
  'is it possible',
  'please',
  'send me',
  'send us',
  'besoin',
  'nous aimerions',
  "j'aimerais",
  'je voudrais',
  'nous voudrions',
  'je souhaite',
  'je souhaiterais',
  'nous souhaitons',
  'nous souhaiterions',
  'nous cherchons',
  'je cherche',
  'interesse',
  'interesses',
  'pourriez-vous',
  'pouvez-vous',
  'pourrions-nous',
  'pouvons-nous',
  'est-ce que vous',
  'merci de me',
  'merci de nous',
  "s'il vous plait",
  'svp',
];

/** A question that asks something of us, when the message holds a question mark. */
const QUESTION_WORDS = [
  'can',
  'could',
  'would',
  'do you',
  'does',
  'how',
  'what',
  'when',
  'est-ce',
  'comment',
  'quel',
  'quelle',
  'quels',
  'quelles',
  'vous',
];

/** Thanks and greetings that open a message which, without an asking phrase, asks for nothing. */
const THANKS = /^(?:thanks|thank you|many thanks|merci(?! de))(?![a-z])/;

/**
 * The text as the rules read it: lower case, without accents, one kind of apostrophe and single
 * spaces. Capped, since a request shows in its first lines and the rules must stay cheap.
 */
function normalized(message: string): string {
  return message
    .slice(0, 4000)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

function phrasePattern(phrases: readonly string[]): RegExp {
  const escaped = phrases.map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?<![a-z0-9])(?:${escaped.join('|')})(?![a-z0-9])`);
}

const REQUESTS = (Object.keys(REQUEST_WORDS) as Request[]).map(
  (request) => [request, phrasePattern(REQUEST_WORDS[request])] as const,
);
const ASKING = phrasePattern(ASKING_PHRASES);
const QUESTION = phrasePattern(QUESTION_WORDS);

/** What the message asks for, or null when it asks for nothing. */
export function requestIn(message: string | null | undefined): Request | null {
  const text = normalized(message ?? '');
  if (text === '') return null;
  const asking = ASKING.test(text) || (text.includes('?') && QUESTION.test(text));
  // "Thanks for the call" names a call and asks for none.
  if (THANKS.test(text) && !asking) return null;
  const topic = REQUESTS.find(([, pattern]) => pattern.test(text))?.[0];
  if (topic) return topic;
  return asking ? 'help' : null;
}

/** Whether a contact message asks the firm for something. */
export function asksForSomething(message: string | null | undefined): boolean {
  return requestIn(message) !== null;
}
