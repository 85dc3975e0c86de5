/**
 * The site's key terms in English and French, after the November 2026 review of the French copy.
 * `lintFrench` and `lintEnglish` (./french-lint) flag the forbidden variants, in the Studio as a
 * warning and in the unit tests over the whole seed dataset and the dictionaries. A variant is
 * listed only if it appears nowhere legitimately in the copy, so every hit is worth a look.
 *
 * Pure data: the Studio imports it, so no Node or server-only module here.
 */

export type TermLanguage = 'en' | 'fr';

export type ForbiddenVariant = {
  /** The wording to avoid, as a writer would search for it (case-insensitive, whole words). */
  variant: string;
  /** Only when the bare wording would also catch a legitimate use: the exact pattern to flag. */
  pattern?: RegExp;
  /** Why, and what to write instead, in words a translator or a marketer understands. */
  reason: string;
};

export type TermEntry = {
  /** Stable id, used in findings. */
  id: string;
  /** What the term names. */
  concept: string;
  en: string;
  fr: string;
  forbidden: Record<TermLanguage, ForbiddenVariant[]>;
  notes: string;
};

export const termbase: TermEntry[] = [
  {
    id: 'assessment',
    concept: 'The free 20-question online self-assessment and its scored result',
    en: 'AI readiness assessment',
    fr: 'évaluation de maturité IA',
    forbidden: {
      en: [
        {
          variant: 'evaluation',
          pattern: /(?<!free AI maturity )\bevaluations?\b/i,
          reason:
            'The product is the "assessment" (the spec\'s "AI readiness assessment", "Start Free Assessment"). "Evaluation" stays only in the spec\'s own FAQ wording, "a free AI maturity evaluation".',
        },
      ],
      fr: [
        {
          variant: 'diagnostic',
          pattern:
            /(?<![\p{L}\p{N}])diagnostics?(?![\p{L}\p{N}])(?!\s+stratégiques?(?![\p{L}\p{N}]))/iu,
          reason:
            '« Diagnostic » names only the paid « Diagnostic stratégique ». The free questionnaire is « l’évaluation de maturité IA ».',
        },
        {
          variant: 'bilan chiffré',
          reason:
            'Another name for the same product: say « l’évaluation de maturité IA » or « vos résultats ».',
        },
        {
          variant: 'évaluation IA',
          reason:
            'Say « évaluation de maturité IA » (or « l’évaluation » when the context is clear).',
        },
        {
          variant: 'évaluation de la maturité',
          pattern:
            /(?<![\p{L}\p{N}])évaluations?\s+(?:gratuites?\s+)?de\s+(?:la|votre|leur)\s+maturité(?![\p{L}\p{N}])/iu,
          reason:
            'One name for one product: « évaluation de maturité IA » (with an adjective: « évaluation gratuite de maturité IA »).',
        },
      ],
    },
    notes:
      'Short forms are fine where the context is clear: "the assessment", « l’évaluation », « l’évaluation gratuite ». The paid strategy engagement is the "Strategic diagnostic" / « Diagnostic stratégique ». "Risk assessment" / « évaluation des risques » is a different, legitimate use.',
  },
  {
    id: 'readiness',
    concept: 'How ready a business is to use AI: the overall and per-category scores and levels',
    en: 'readiness',
    fr: 'maturité',
    forbidden: {
      en: [
        {
          variant: 'maturity',
          pattern: /(?<!free AI )\bmaturity\b/i,
          reason:
            'The English term is "readiness" ("AI readiness", "High readiness"). "Maturity" stays only in the spec\'s own FAQ wording, "a free AI maturity evaluation".',
        },
      ],
      fr: [
        {
          variant: 'niveau de préparation',
          reason:
            'Readiness is « maturité » everywhere, so the results screen does not show « Maturité globale » above « Niveau de préparation élevé »: say « Maturité élevée ».',
        },
        {
          variant: 'préparation technique / organisationnelle / financière / globale',
          pattern:
            /(?<![\p{L}\p{N}])préparation\s+(?:technique|organisationnelle|financière|globale)(?![\p{L}\p{N}])/iu,
          reason: 'Readiness is « maturité »: « Maturité technique », « Maturité financière »…',
        },
        {
          variant: 'maturité en IA',
          reason: 'Say « maturité IA », as in the product name « évaluation de maturité IA ».',
        },
      ],
    },
    notes:
      'The overall level, as a title under « Maturité globale »: High / Moderate / Low / Very Low readiness = Maturité élevée / intermédiaire / faible / très faible. The level word in badges, score lines and the results e-mail’s subject, which sits under any category title, feminine or not: High / Moderate / Low / Very Low = Niveau élevé / intermédiaire / faible / très faible, never a bare « Élevé ». « Préparation » keeps its ordinary meanings (« Préparation de votre rapport… », « Préparation au règlement européen sur l’IA », « Aucune préparation » for an incident plan).',
  },
  {
    id: 'use-case',
    concept:
      'A use case (one application of AI to a business task) versus the five client stories under /use-cases',
    en: 'use case; the stories: Use Cases (nav), case studies (only "View All Case Studies")',
    fr: 'cas d’usage ; les histoires clients : cas clients',
    forbidden: {
      en: [
        {
          variant: 'customer stories',
          pattern: /\b(?:customer|success) stor(?:y|ies)\b/i,
          reason:
            'The stories are "Use Cases" (the spec\'s nav label); "case studies" only on the spec\'s "View All Case Studies" button.',
        },
      ],
      fr: [
        {
          variant: 'cas d’utilisation',
          reason: 'A software-specification term: say « cas d’usage ».',
        },
        {
          variant: 'étude de cas',
          pattern: /(?<![\p{L}\p{N}])études?\s+de\s+cas(?![\p{L}\p{N}])/iu,
          reason:
            'The five stories are « cas clients », in the menu, the page title and the buttons.',
        },
      ],
    },
    notes:
      'A client story in French is « un cas client » (plural « cas clients »); its testimonial is « Témoignage client ».',
  },
  {
    id: 'sponsor-champion',
    concept:
      'The sponsor (one senior leader who owns AI) versus the champions (employees in each department who coach their colleagues)',
    en: 'sponsor; champions',
    fr: 'responsable (désigné) au sein de la direction ; relais IA (relais internes)',
    forbidden: {
      en: [],
      fr: [
        {
          variant: 'référent IA',
          pattern: /(?<![\p{L}\p{N}])référente?s?\s+IA(?![\p{L}\p{N}])/iu,
          reason:
            'Was used for both roles. The sponsor is « un responsable » in the leadership team; the champions are « des relais IA ».',
        },
        {
          variant: 'sponsor',
          pattern: /(?<![\p{L}\p{N}])sponsors?(?![\p{L}\p{N}])/iu,
          reason: 'Anglicism: say « responsable » (or « porter » a project).',
        },
        {
          variant: 'champion',
          pattern: /(?<![\p{L}\p{N}])champions?(?![\p{L}\p{N}])/iu,
          reason: 'Anglicism in this sense: say « relais IA » or « relais internes ».',
        },
      ],
    },
    notes:
      'Question 2 A, "Leaders actively sponsor AI", is « Direction porteuse des projets »: the verb « porter » is the French for sponsoring.',
  },
  {
    id: 'support',
    concept: 'Help given to clients and by clients to their own customers',
    en: 'support',
    fr: 'accompagnement (our help over time); assistance (help desk, technical help); service client (a company’s customer support)',
    forbidden: {
      en: [],
      fr: [
        {
          variant: 'outil de support',
          pattern:
            /(?<![\p{L}\p{N}])(?:outils?|logiciels?|tickets?|services?)\s+(?:de\s+)?support(?![\p{L}\p{N}])/iu,
          reason:
            'Anglicism: say « logiciel d’assistance », « demande d’assistance », « service client ».',
        },
      ],
    },
    notes:
      'The lint also bans « équipe support » as a calque (« l’équipe du service client »). The contact card "Support" is « Assistance ».',
  },
  {
    id: 'prompt',
    concept: 'The instruction typed to a generative AI tool',
    en: 'prompt',
    fr: 'prompt (masculine: des prompts)',
    forbidden: {
      en: [],
      fr: [
        {
          variant: 'requête',
          pattern: /(?<![\p{L}\p{N}])requêtes?(?![\p{L}\p{N}])/iu,
          reason:
            '« Requête » reads as a search or database query, and the site says « prompt » elsewhere (« bibliothèques de prompts »).',
        },
      ],
    },
    notes:
      'Common in French business use and understood in France, Belgium, Switzerland and Québec.',
  },
  {
    id: 'ai-act',
    concept: 'Regulation (EU) 2024/1689 on artificial intelligence',
    en: 'EU AI Act',
    fr: 'règlement européen sur l’IA',
    forbidden: {
      en: [
        {
          variant: 'European AI Act',
          reason: 'Say "the EU AI Act", as everywhere else.',
        },
      ],
      fr: [
        {
          variant: 'AI Act',
          pattern: /(?<!\(\s*)AI\s+Act(?![\p{L}\p{N}])/iu,
          reason:
            'French text says « règlement européen sur l’IA »; the English name may follow it in parentheses: « règlement européen sur l’IA (AI Act) ».',
        },
      ],
    },
    notes: 'GDPR = RGPD; Québec’s Law 25 = la Loi 25 au Québec.',
  },
  {
    id: 'call',
    concept: 'The free 30-minute call booked through the scheduling service',
    en: 'call: "Schedule a Call" on buttons, "book a 30-minute call" in text',
    fr: 'appel : « Planifier un appel » (Schedule), « réserver un appel » (Book)',
    forbidden: {
      en: [],
      fr: [
        {
          variant: 'réserver une consultation',
          pattern:
            /(?<![\p{L}\p{N}])(?:planifi\p{L}*|réserv\p{L}*)\s+une\s+consultation|consultations?\s+gratuites?(?![\p{L}\p{N}])/iu,
          reason:
            'The 30-minute call is « un appel », on every page. « Conseil stratégique » (contact page) is another offer.',
        },
      ],
    },
    notes:
      'The results page button "Schedule a consultation" is « Planifier un appel gratuit »: the same call, the same word.',
  },
  {
    id: 'consultant',
    concept:
      'The person a visitor talks to: on the free call, in the answer to their message, in the results',
    en: 'consultant ("one of our consultants")',
    fr: 'consultant (« l’un de nos consultants »)',
    forbidden: {
      en: [
        {
          variant: 'AI specialist',
          pattern: /\b(?:AI\s+)?specialists?\b/i,
          reason: 'One name for the person on the call: "one of our consultants".',
        },
        {
          variant: 'adviser',
          pattern: /(?<!qualified\s)\badvis[eo]rs?\b/i,
          reason:
            'The person on the call is "a consultant". A "qualified adviser" (a lawyer, for the GDPR) is someone else and stays.',
        },
      ],
      fr: [
        {
          variant: 'spécialiste de l’IA',
          pattern:
            /(?<![\p{L}\p{N}])spécialistes?\s+(?:(?:de\s+l['’]\s*|en\s+|de\s+)?IA|de\s+l['’]intelligence\s+artificielle)(?![\p{L}\p{N}])/iu,
          reason: 'One name for the person on the call: « l’un de nos consultants ».',
        },
        {
          variant: 'nos conseillers',
          pattern:
            /(?<![\p{L}\p{N}])(?:(?:nos|notre|votre)\s+conseill(?:er|ère)s?|avec\s+(?:un|une|l['’]un\s+de\s+nos)\s+conseill(?:er|ère)s?(?!\s+qualifiée?s?))(?![\p{L}\p{N}])/iu,
          reason:
            'The person on the call is « un consultant ». A customer-service agent (« six conseillers », « transfert vers un conseiller ») and « un conseiller qualifié » (a lawyer) stay.',
        },
      ],
    },
    notes:
      'Not for other people: a client’s « interlocuteur », a customer-service « conseiller », a lawyer as « un conseiller qualifié ». The strategy offer on the contact page is « Conseil stratégique ».',
  },
  {
    id: 'ai-solutions',
    concept: 'Solutions, projects and tools that use AI',
    en: 'AI solutions',
    fr: 'solutions d’IA (like « projets d’IA », « outils d’IA »)',
    forbidden: {
      en: [],
      fr: [
        {
          variant: 'solutions IA',
          pattern: /(?<![\p{L}\p{N}])solutions?\s+IA(?![\p{L}\p{N}])/iu,
          reason: 'Say « solutions d’IA », as in « projets d’IA » and « outils d’IA ».',
        },
      ],
    },
    notes:
      'Set names keep the short form: « Services IA » (menu), « maturité IA », « feuille de route IA », « Développement IA sur mesure ».',
  },
  {
    id: 'button-voice',
    concept: 'Buttons that speak for the visitor',
    en: 'Get Your Free AI Assessment (the spec’s labels say "your")',
    fr: 'first person on French buttons: « Obtenir mon évaluation gratuite », « Saisir mes coordonnées »',
    forbidden: { en: [], fr: [] },
    notes:
      'A French button is an infinitive and, when it needs a possessive, says « mon / ma / mes », never « votre / vos ». Running text keeps « vous ». `lintFrenchButton` checks the labels (the tests run it over every button of the dataset and fr.json).',
  },
];
