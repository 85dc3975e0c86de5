import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@/lib/i18n/messages/en.json';
import fr from '@/lib/i18n/messages/fr.json';
import {
  blockTexts,
  lintEnglish,
  lintFrench,
  lintFrenchButton,
  type Finding,
  type FrenchRule,
} from '@/lib/i18n/french-lint';
import { termbase } from '@/lib/i18n/termbase';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

const rules = (findings: Finding[]) => findings.map((finding) => finding.rule);

/** One localized value of the seed dataset: where it is, and its English and French texts. */
type Pair = { path: string; en: string[]; fr: string[] };

const localizedTypes = ['localeString', 'localeText', 'localeBlockContent'];

function texts(value: unknown): string[] {
  return typeof value === 'string' ? [value] : blockTexts(value);
}

function datasetPairs(): Pair[] {
  const seed = readFileSync(path.resolve('studio/seed/production.ndjson'), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const pairs: Pair[] = [];
  const walk = (value: unknown, at: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${at}[${index}]`));
    } else if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>;
      if (localizedTypes.includes(String(record._type))) {
        pairs.push({ path: at, en: texts(record.en), fr: texts(record.fr) });
        return;
      }
      for (const [key, child] of Object.entries(record)) walk(child, `${at}.${key}`);
    }
  };
  for (const document of seed) walk(document, String(document._id));
  return pairs;
}

function leaves(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

const dataset = datasetPairs();
const frenchMessages = leaves(fr);
const englishMessages = leaves(en);

function offenders(strings: Array<[string, string]>, lint: (text: string) => Finding[]): string[] {
  return strings.flatMap(([at, text]) =>
    lint(text).map((finding) => `${at}: [${finding.rule}] ${finding.excerpt} (${finding.message})`),
  );
}

describe('lintFrench reports the forms the review found', () => {
  it.each<[string, FrenchRule]>([
    // U+202F before ; ! ?
    ['Combien ça coûte ?', 'space-before-punctuation'],
    [`Oups${NBSP}! Page introuvable`, 'space-before-punctuation'],
    ['Combien ça coûte?', 'space-before-punctuation'],
    ['Nous attendions un outil ; nous avons obtenu un processus', 'space-before-punctuation'],
    // U+00A0 before :
    ['Référence :', 'space-before-colon'],
    [`Une page${NNBSP}: coût total`, 'space-before-colon'],
    ['Note: voir plus bas', 'space-before-colon'],
    ['{title}: le défi', 'space-before-colon'],
    // U+202F inside « »
    ['« l’évaluation de maturité IA »', 'space-inside-guillemets'],
    [`«${NBSP}l’évaluation${NBSP}»`, 'space-inside-guillemets'],
    ['«évaluation»', 'space-inside-guillemets'],
    // U+00A0 between a number and % € h
    ['74 % des clients', 'space-before-unit'],
    ['74% des clients', 'space-before-unit'],
    [`74${NNBSP}% des clients`, 'space-before-unit'],
    ['5,44€ par euro investi', 'space-before-unit'],
    ['5,44 € par euro investi', 'space-before-unit'],
    ['plus de 5 h par semaine', 'space-before-unit'],
    ['5h+', 'space-before-unit'],
    // Characters
    ["l'évaluation de maturité IA", 'straight-apostrophe'],
    ['le mot "bénéfice"', 'straight-quote'],
    ['le mot “défi”', 'straight-quote'],
    ['Chargement...', 'three-dots'],
    // Calques
    ['Nous reviendrons vers vous prochainement.', 'calque'],
    ['Je reviens vers vous demain.', 'calque'],
    [`Message envoyé avec succès${NNBSP}!`, 'calque'],
    ['Principaux bénéfices', 'calque'],
    ['les bénéfices pour votre entreprise', 'calque'],
    ['Budget IA dédié et validé', 'calque'],
    ['un interlocuteur dédié', 'calque'],
    ['une équipe dédiée', 'calque'],
    ['l’équipe support répond plus vite', 'calque'],
    ['entre un client et une équipe support', 'calque'],
    ['suivi des opportunités', 'calque'],
    ['Nous classons les opportunités', 'calque'],
    ['Une Opportunité', 'calque'],
    // The termbase's forbidden French variants, in the review's words
    ['Du premier diagnostic aux solutions opérationnelles', 'forbidden-term'],
    ['Vous pouvez commencer par notre diagnostic en ligne', 'forbidden-term'],
    ['recevez un bilan chiffré de votre maturité IA', 'forbidden-term'],
    ['Obtenir votre évaluation IA gratuite', 'forbidden-term'],
    ['Évaluation de la maturité IA', 'forbidden-term'],
    ['une évaluation gratuite de votre maturité', 'forbidden-term'],
    ['votre niveau de maturité en IA', 'forbidden-term'],
    ['Niveau de préparation élevé', 'forbidden-term'],
    ['Préparation technique', 'forbidden-term'],
    ['Préparation financière et retour sur investissement', 'forbidden-term'],
    ['Désignez un membre de la direction comme référent IA', 'forbidden-term'],
    ['un réseau de référents IA', 'forbidden-term'],
    ['votre outil de support', 'forbidden-term'],
    ['tickets de support', 'forbidden-term'],
    ['partagent leurs requêtes', 'forbidden-term'],
    ['Préparation à l’AI Act', 'forbidden-term'],
    ['Planifier une consultation', 'forbidden-term'],
    ['Réservez une consultation gratuite de 30 minutes', 'forbidden-term'],
    ['Découvrir nos solutions IA', 'forbidden-term'],
    ['avec l’un de nos spécialistes de l’IA', 'forbidden-term'],
    ['nos spécialistes IA vous répondront', 'forbidden-term'],
    ['un court échange avec un conseiller peut vous aider', 'forbidden-term'],
    ['l’un de nos conseillers vous répondra', 'forbidden-term'],
    // A counted noun takes the number French's plural rules give it: singular from 0 to below 2
    ['En hausse de 1,3 points', 'plural-agreement'],
    [`En baisse de 1,3${NBSP}points`, 'plural-agreement'],
    ['0 points sur 16', 'plural-agreement'],
    ['Chaque catégorie comporte 1 questions', 'plural-agreement'],
    ['au moins 2 entreprise', 'plural-agreement'],
    [`1${NNBSP}000 point`, 'plural-agreement'],
    // The first of a month is an ordinal
    ['à partir du 1 juin 2027', 'first-of-month'],
    [`Date${NBSP}: 1 décembre 2026`, 'first-of-month'],
    [`en vigueur depuis le 1${NBSP}août`, 'first-of-month'],
  ])('%j: %s', (text, rule) => {
    const findings = lintFrench(text);
    expect(rules(findings), JSON.stringify(findings)).toContain(rule);
    for (const finding of findings) {
      expect(finding.message.length).toBeGreaterThan(20);
      expect(text.replace(/^…|…$/g, '')).toContain(finding.excerpt.replace(/^…|…$/g, ''));
    }
  });

  it('names the space it found and the one to type', () => {
    const [finding] = lintFrench('Combien ça coûte ?');
    expect(finding).toMatchObject({
      rule: 'space-before-punctuation',
      excerpt: expect.stringContaining('coûte ?'),
      index: 16,
    });
    expect(finding?.message).toMatch(/ordinary space.*U\+202F/);
    expect(lintFrench(`Référence${NNBSP}:`)[0]?.message).toMatch(/narrow no-break space.*U\+00A0/);
  });

  it('reports each problem once, in the order of the text', () => {
    const findings = lintFrench("Message envoyé avec succès ! C'est 74% de gain...");
    expect(rules(findings)).toEqual([
      'calque',
      'space-before-punctuation',
      'straight-apostrophe',
      'space-before-unit',
      'three-dots',
    ]);
  });

  it('checks French buttons for the first person', () => {
    expect(rules(lintFrenchButton('Obtenir votre évaluation gratuite'))).toEqual(['button-voice']);
    expect(rules(lintFrenchButton('Voir vos résultats'))).toEqual(['button-voice']);
    expect(lintFrenchButton('Obtenir mon évaluation gratuite')).toEqual([]);
    expect(lintFrenchButton('Saisir mes coordonnées')).toEqual([]);
  });
});

describe('lintFrench lets good French through', () => {
  it.each([
    `Combien ça coûte${NNBSP}?`,
    `Oups${NNBSP}! Page introuvable`,
    `Vraiment${NNBSP}?!`,
    `Nous attendions un outil${NNBSP}; nous avons obtenu un processus.`,
    `Référence${NBSP}:`,
    `«${NNBSP}l’évaluation de maturité IA${NNBSP}»`,
    `74${NBSP}% des clients`,
    `5,44${NBSP}€ pour chaque euro investi`,
    `+${NBSP}de${NBSP}5${NBSP}h`,
    'Les recruteurs gagnent environ six heures par semaine, soit 4 heures de plus.',
    `de 6 mois à 1 an, 2${NBSP}500 factures, 30 minutes`,
    'Chargement…',
    'Nous vous recontacterons prochainement.',
    'Votre message a bien été envoyé.',
    'Ce que vous y gagnez',
    'dont les gains s’accumulent sur un à deux ans',
    'Les PME bénéficient d’un accompagnement sur mesure.',
    'un budget spécifique, un interlocuteur attitré',
    'l’équipe du service client, un logiciel d’assistance',
    'Diagnostic stratégique',
    'Évaluation des risques',
    'Obtenir mon évaluation gratuite',
    'Commencer l’évaluation de maturité IA',
    'Préparation au règlement européen sur l’IA',
    'le règlement européen sur l’IA (AI Act) ou la Loi 25 au Québec',
    'Préparation de votre rapport…',
    'Mettre en pause le défilement automatique',
    'Planifier un appel gratuit',
    'Conseil stratégique',
    'L’un de nos consultants vous répondra sous un jour ouvré.',
    'Une équipe de six conseillers traitait environ 4 000 e-mails',
    'un transfert fluide vers un conseiller, sans intervention d’un conseiller',
    'faites le point sur vos obligations avec un conseiller qualifié',
    'des solutions d’IA, des relais IA, des prompts',
    // Not text: ICU arguments, addresses, times
    `{title}${NBSP}: ce que nous faisons`,
    'Question {current} sur {total}',
    '{count, plural, one {# question} other {# questions}}',
    `Écrivez à hello@lumen-ai.example ou voir https://example.com/page?x=1&y=2:3`,
    'Rendez-vous à 10:30',
    // Numbers beside counted nouns, and dates
    `En hausse de 1,3${NBSP}point`,
    '0 point sur 16, 2 points, 1 000 points',
    `de 1 à 10 salariés, plus de 1${NNBSP}000 salariés, de 11 à 50 salariés`,
    'Phase 1 · Analyse, Question 1 sur 20',
    'à partir du 1er juin 2027, le 11 juin, le 21 mai',
    '1 mois, 6 mois, 1 an, 2 ans',
  ])('%j', (text) => {
    expect(lintFrench(text)).toEqual([]);
  });
});

describe('lintEnglish checks English against the termbase', () => {
  it.each([
    ['Do you offer a free evaluation?', 'assessment'],
    ['your level of AI maturity', 'readiness'],
    ['Customer Stories', 'use-case'],
    ['Browse our customer stories', 'use-case'],
    ['the requirements of the European AI Act', 'ai-act'],
    ['Book a call with one of our AI specialists', 'consultant'],
    ['a short conversation with an adviser', 'consultant'],
    ['our advisors will call you', 'consultant'],
  ])('%j is reported (%s)', (text, entry) => {
    const findings = lintEnglish(text);
    expect(rules(findings)).toEqual(['forbidden-term']);
    expect(findings[0]?.message).toContain(`(${entry})`);
  });

  it.each([
    'Up 1 points',
    'Down 1.3 point',
    'Each category has 1 questions',
    '0 point of 16',
    'ahead of 1,000 company',
    '1.0 point',
  ])('%j is reported for its plural', (text) => {
    expect(rules(lintEnglish(text))).toEqual(['plural-agreement']);
  });

  it.each([
    'Start AI Readiness Assessment',
    'Get Your Free AI Assessment',
    'Risk Assessment',
    'We offer a free AI maturity evaluation to understand where your business stands.',
    'View All Case Studies',
    'the EU AI Act',
    'One of our consultants will get back to you.',
    'review your obligations with a qualified adviser',
    'Up 1 point, down 1.3 points, 0 points, 2 points, 1,000 points',
    '1–10 employees, a 30-minute call, within 1 business day',
  ])('%j passes', (text) => {
    expect(lintEnglish(text)).toEqual([]);
  });
});

describe('the termbase', () => {
  it('covers the concepts the review asked for', () => {
    expect(termbase.map((entry) => entry.id)).toEqual(
      expect.arrayContaining([
        'assessment',
        'readiness',
        'use-case',
        'sponsor-champion',
        'support',
        'prompt',
        'ai-act',
        'consultant',
        'button-voice',
      ]),
    );
    for (const entry of termbase) {
      expect(entry.concept && entry.en && entry.fr && entry.notes, entry.id).toBeTruthy();
    }
  });

  it('catches every forbidden variant in its own words, with a reason', () => {
    for (const entry of termbase) {
      for (const forbidden of entry.forbidden.fr) {
        expect(rules(lintFrench(forbidden.variant)), forbidden.variant).toContain('forbidden-term');
        expect(forbidden.reason.length).toBeGreaterThan(20);
      }
      for (const forbidden of entry.forbidden.en) {
        expect(rules(lintEnglish(forbidden.variant)), forbidden.variant).toContain(
          'forbidden-term',
        );
        expect(forbidden.reason.length).toBeGreaterThan(20);
      }
    }
  });
});

describe('the French copy follows the lint', () => {
  it('in every French field of the seed dataset, rich text included', () => {
    expect(dataset.length).toBeGreaterThan(600);
    const strings = dataset.flatMap(({ path: at, fr: french }) =>
      french.map((text, index): [string, string] => [
        french.length > 1 ? `${at}.fr[block ${index}]` : `${at}.fr`,
        text,
      ]),
    );
    expect(offenders(strings, lintFrench)).toEqual([]);
  });

  it('in every message of fr.json', () => {
    expect(frenchMessages.length).toBeGreaterThan(150);
    expect(
      offenders(
        frenchMessages.map(([at, text]) => [`fr.json ${at}`, text]),
        lintFrench,
      ),
    ).toEqual([]);
  });

  it('on every button, in the first person', () => {
    const datasetButtons = dataset
      .filter(({ path: at }) => /Label$|\.assessmentCta\.label$/.test(at))
      .flatMap(({ path: at, fr: french }) => french.map((text): [string, string] => [at, text]));
    const dictionaryButtons = frenchMessages.filter(
      ([at]) =>
        !at.includes('.errors.') &&
        /\.(submit|submitAnother|sendAnother|continue|action|button|retry|returnHome|stayOnPage|accept|reject|readMore|show|hide|openInNewTab|scheduleCall)$/.test(
          at,
        ),
    );
    expect(datasetButtons.length).toBeGreaterThan(10);
    expect(dictionaryButtons.length).toBeGreaterThan(10);
    expect(offenders([...datasetButtons, ...dictionaryButtons], lintFrenchButton)).toEqual([]);
  });
});

describe('the English copy follows the termbase', () => {
  it('in every English field of the seed dataset', () => {
    const strings = dataset.flatMap(({ path: at, en: english }) =>
      english.map((text): [string, string] => [`${at}.en`, text]),
    );
    expect(offenders(strings, lintEnglish)).toEqual([]);
  });

  it('in every message of en.json', () => {
    expect(
      offenders(
        englishMessages.map(([at, text]) => [`en.json ${at}`, text]),
        lintEnglish,
      ),
    ).toEqual([]);
  });
});

/** French may equal English only for these: names, loanwords French uses as is, signs. */
const sameInBothLanguages: Record<string, string> = {
  'Lumen AI Consulting': 'the company name',
  Chatbots: 'the French word too',
  Contact: 'the French word too',
  FAQ: 'the French abbreviation too (foire aux questions)',
  Menu: 'the French word too',
  Notifications: 'the French word too',
  Message: 'the French word too',
  Score: 'the French word too',
  Client: 'the French word too',
  '·': 'a separator',
  'Phase 1 · Analyse': 'the French noun is spelt as the British verb',
};

describe('French identical to English', () => {
  it('only from the allowlist, and the allowlist holds nothing unused', () => {
    const identical = [
      ...dataset
        .filter(({ en: english, fr: french }) => french.join('\n') === english.join('\n'))
        .map(({ path: at, fr: french }) => ({ at, text: french.join('\n') })),
      ...frenchMessages
        .filter(([at, text]) =>
          englishMessages.some(([key, english]) => key === at && english === text),
        )
        .map(([at, text]) => ({ at: `fr.json ${at}`, text })),
    ];
    expect(
      identical
        .filter(({ text }) => !(text in sameInBothLanguages))
        .map(({ at, text }) => `${at}: ${JSON.stringify(text)}`),
    ).toEqual([]);
    const used = new Set(identical.map(({ text }) => text));
    expect(Object.keys(sameInBothLanguages).filter((text) => !used.has(text))).toEqual([]);
  });
});
