import { perLocale, type Locale } from '@/lib/i18n/locales';
import { termsOf } from './terms';

/**
 * Words visitors use for what the pages say in other words: "staff" for "employees", « CV » for
 * « candidatures », "Salesforce" for "CRM". A question's word brings the other words of its group
 * into the search, at a lower weight than its own, and counts as found when one of them is. A
 * group holds words that mean the same thing here; a word may sit in two groups. Keep them in the
 * visitors' words and the pages' words alike, one idea a line.
 */
const groups: Record<Locale, readonly string[]> = {
  en: [
    'company companies business businesses firm firms corporation corporations enterprise enterprises sme smes',
    // People and teams
    'staff employee employees worker workers workforce personnel people colleagues team teams salespeople',
    'manager managers executive executives leadership leaders director directors boss ceo',
    'code coding programming programmer developer developers engineer engineers technical tech',
    // Money
    'price prices pricing cost costs budget quote quotes fee fees expensive cheap afford charge charges money spend estimate tariff',
    'roi profitable profitability worth payback gains savings',
    'prove proof demonstrate justify evidence',
    // Time
    'late delay delays delayed overdue punctual',
    'quick quickly fast rapid soon speed',
    'timeline timelines deadline deadlines duration schedule turnaround',
    // Subjects of the stories
    'delivery deliveries shipping shipment shipments parcel parcels truck trucks lorry fleet freight transport logistics route routes driver drivers',
    'invoice invoices bill bills billing accounting bookkeeping accountant',
    'breakdown breakdowns break breaking broken failure failures fail downtime outage',
    'machine machines equipment machinery',
    'warning warnings warn alert alerts signal signals flag flagged',
    'hire hiring recruit recruiting recruitment recruiter recruiters',
    'cv cvs resume resumes application applications applicant applicants candidate candidates',
    'job jobs position positions opening openings vacancy ad ads advert advertise',
    'inbox email emails mail tickets messages',
    'overwhelmed swamped overflowing backlog peak surge busy',
    'season seasonal holidays',
    'chatbot chatbots bot bots chat',
    'automate automated automation automatic automatically workflow workflows',
    'manual manually repetitive tedious routine',
    'report reports reporting dashboard dashboards',
    'sensor sensors iot',
    'onboarding onboard induction',
    'review reviews rating ratings feedback sentiment opinion opinions',
    // How the work is done
    'training train workshop workshops course courses teach coaching upskill learn learning educate education',
    'adopt adoption uptake',
    'assessment test quiz questionnaire evaluation diagnostic scorecard',
    'integrate integration integrations connect plug compatible compatibility api apis',
    'crm customer relationship',
    'spreadsheet spreadsheets',
    'generic off-the-shelf',
    'custom bespoke tailored tailor',
    'write writing draft drafts drafting generate generation',
    'newsletter newsletters post posts content article articles blog',
    'problem problems issue issues bug bugs wrong crash incident',
    'launch live production deployment deploy',
    'support maintenance maintain',
    'change changes evolve grow growth scale adapt',
    'kpi kpis indicator indicators metric metrics',
    'forecast forecasts forecasting predict predicts prediction predictions predictive anticipate',
    'step steps stage stages phase phases',
    'remote remotely online distance',
    'onsite on-site premises',
    'encrypt encrypted encryption',
    'privacy private confidential confidentiality',
    'information info details',
    'safe safely safety secure securely security protect protected protection',
    'store stored storage host hosted hosting server servers',
    'eu europe european',
    'law laws legal regulation regulations regulatory compliance comply compliant',
    'bias biased fairness discrimination',
    'ethics ethical responsible responsibly',
    'policy charter guidelines',
    'strategy strategic roadmap',
    'delete erase erasure remove',
    'consent withdraw unsubscribe',
    'publisher publishes owner owns',
    'contact reach touch talk speak',
    'call calls appointment appointments meeting consultation',
    'example examples reference references portfolio study studies story stories',
    'cookie cookies tracking analytics',
  ],
  fr: [
    'entreprise entreprises société sociétés pme tpe eti structure',
    // Les personnes et les équipes
    'salarié salariés employé employés collaborateur collaborateurs effectif équipe équipes commerciaux vendeurs',
    'dirigeant dirigeants direction manager managers encadrant encadrants patron cadres',
    'informaticien informaticiens informatique développeur développeurs programmeur ingénieur technique code coder programmation',
    // L’argent
    'prix coût coûts coûte coûter tarif tarifs budget devis honoraires cher payant facturer facturé montant dépenser estimation',
    'gratuit gratuite gratuitement payant offert',
    'rentable rentabilité roi gain gains bénéfice',
    'prouver preuve démontrer justifier',
    // Le temps
    'retard retards ponctualité',
    'rapide rapidement vite',
    'délai délais durée calendrier planning échéance',
    // Les sujets des cas clients
    'livraison livraisons livrer colis camion camions transport transporteur tournée tournées logistique fret expédition chauffeur chauffeurs',
    'facture factures facturation comptabilité comptable compta',
    'panne pannes casse défaillance arrêt',
    'machine machines équipement équipements',
    'prévenir avertir avertissement alerte alertes signaler signalées',
    'recruter recrutement recruteur recruteurs embauche embaucher',
    'cv candidature candidatures candidat candidats postulant',
    'emploi emplois poste postes offre',
    'débordé débordés submergé surchargé pointe afflux',
    'solde soldes saison saisonnier fêtes',
    'chatbot chatbots robot bot',
    'automatiser automatisé automatisation automatique automatiquement workflow',
    'manuel manuelle manuellement répétitif répétitives fastidieux',
    'rapport rapports reporting tableau tableaux',
    'capteur capteurs iot',
    'accueil onboarding arrivants',
    'avis note notes commentaire commentaires opinion',
    // La façon de travailler
    'formation former formations atelier ateliers session sessions apprendre apprentissage',
    'adopter adoption appropriation',
    'évaluation diagnostic questionnaire test quiz',
    'intégrer intégration connecter relier brancher compatible compatibilité api',
    'tableur tableurs',
    'standard générique',
    'spécifique personnalisé',
    'écrire rédiger rédaction générer',
    'newsletter newsletters publication publications article articles contenu contenus',
    'problème problèmes bug bugs planter plante incident anomalie anomalies',
    'lancement production déploiement déployer',
    'maintenance assistance accompagnement',
    'évoluer évolution changer change grandir croissance',
    'indicateur indicateurs kpi métrique métriques',
    'prévision prévisions prévoir prévoient prédire prédiction prédictif prédictive anticiper anticipent',
    'étape étapes phase phases',
    'distance visio',
    'présentiel locaux',
    'chiffré chiffrées chiffrement',
    'confidentialité confidentiel confidentielles privé privée',
    'information informations infos coordonnées',
    'sûr sûres sécurité sécurisé sécurisées sécuriser protéger protégées protection',
    'stocker stockées stockage héberger hébergées hébergement serveur serveurs',
    'europe européen européenne ue france',
    'loi légal réglementation conformité conforme',
    'biais discrimination équitable',
    'éthique responsable responsables',
    'charte politique',
    'stratégie stratégique feuille',
    'supprimer suppression effacer effacement',
    'consentement retirer désinscrire',
    'remplacer supprimer licencier licenciement',
    'éditeur édite publication propriétaire',
    'contacter contact joindre parler échanger discuter',
    'appel appels rendez-vous réunion rencontre',
    'exemple exemples référence références réalisations',
    'cookie cookies traceur analytics',
  ],
};

/**
 * Products visitors name, after the kind of tool the pages speak of: a product brings its kind
 * into the search, but a page that names only the kind answers a question about the product in
 * part, as "How much does ChatGPT cost?" is not the pages' pricing.
 */
const products: Record<Locale, readonly string[]> = {
  en: [
    'crm: salesforce hubspot pipedrive zoho',
    'erp: sap odoo netsuite',
    'accounting: quickbooks xero sage',
    'spreadsheet: excel',
    'generic off-the-shelf: chatgpt gpt copilot gemini',
  ],
  fr: [
    'crm: salesforce hubspot pipedrive zoho',
    'erp: sap odoo netsuite',
    'comptable comptabilité: quickbooks xero sage',
    'tableur: excel',
    'standard: chatgpt gpt copilot gemini',
  ],
};

type Related = ReadonlyMap<string, ReadonlySet<string>>;

/** For each term, the terms of every group it belongs to, itself left out. */
function relatedTerms(locale: Locale): Related {
  const related = new Map<string, Set<string>>();
  for (const group of groups[locale]) {
    const terms = termsOf(group, locale);
    for (const term of terms) {
      const others = related.get(term) ?? new Set<string>();
      for (const other of terms) if (other !== term) others.add(other);
      related.set(term, others);
    }
  }
  for (const line of products[locale]) {
    const [kind = '', names = ''] = line.split(':');
    for (const name of termsOf(names, locale)) related.set(name, new Set(termsOf(kind, locale)));
  }
  return related;
}

const related = perLocale(relatedTerms);

const productNames = perLocale(
  (locale) =>
    new Set(termsOf(products[locale].map((line) => line.split(':')[1]).join(' '), locale)),
);

/** Whether a term names a product, which the pages speak of only by its kind. */
export function isProduct(term: string, locale: Locale): boolean {
  return productNames[locale].has(term);
}

/** Every word of the groups, as visitors type them: what a mistyped word may have meant. */
export function synonymWords(locale: Locale): string[] {
  return [...groups[locale], ...products[locale]].flatMap((line) =>
    line.replace(':', ' ').split(' '),
  );
}

/** The terms that mean what `term` means, for the pages. */
export function synonymsOf(term: string, locale: Locale): ReadonlySet<string> {
  return related[locale].get(term) ?? new Set();
}
