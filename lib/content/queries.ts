import { defineQuery } from 'next-sanity';
import { localized } from './localized.generated';

const image = /* groq */ `{
  "assetId": asset._ref,
  crop,
  hotspot,
  "url": asset->url,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height,
  "lqip": asset->metadata.lqip,
  "alt": ${localized('alt')}
}` as const;

const titledItem = /* groq */ `{
  _key,
  "title": ${localized('title')},
  "description": ${localized('description')}
}` as const;

const keyedItem = /* groq */ `{
  _key,
  key,
  icon,
  "title": ${localized('title')},
  "description": ${localized('description')}
}` as const;

/**
 * After a localized rich text: each internal link's target document (type and slug), read
 * through its reference, so the site can build its address.
 */
const withLinkTargets = /* groq */ `[]{
    ...,
    markDefs[]{
      ...,
      _type == "internalLink" => { "target": reference->{ _type, "slug": slug.current } }
    }
  }` as const;

const richTextItem = /* groq */ `{
  _key,
  "text": ${localized('@')}${withLinkTargets}
}` as const;

const localizedTexts = /* groq */ `{
  _key,
  "text": ${localized('@')}
}` as const;

const sectionIntro = /* groq */ `
  "heading": ${localized('heading')},
  "intro": ${localized('intro')}
` as const;

const serviceCard = /* groq */ `{
  "phase": ${localized('phase')},
  "title": ${localized('title')},
  "description": ${localized('description')},
  "steps": steps[]${localizedTexts},
  "ctaLabel": ${localized('ctaLabel')}
}` as const;

const closingCta = /* groq */ `{
  "title": ${localized('title')},
  "description": ${localized('description')},
  "primaryCtaLabel": ${localized('primaryCtaLabel')},
  "secondaryCtaLabel": ${localized('secondaryCtaLabel')}
}` as const;

const serviceSummary = /* groq */ `{
  _id,
  "slug": slug.current,
  "title": ${localized('title')},
  "summary": ${localized('summary')}
}` as const;

const useCaseCard = /* groq */ `{
  _id,
  "slug": slug.current,
  "title": ${localized('title')},
  "industry": ${localized('industry')},
  "function": ${localized('function')},
  "summary": ${localized('summary')},
  "sector": sector->key,
  "image": image${image}
}` as const;

const faqEntry = /* groq */ `{
  _id,
  key,
  "question": ${localized('question')},
  "answer": ${localized('answer')}${withLinkTargets}
}` as const;

const statisticEntry = /* groq */ `{
  _id,
  key,
  icon,
  "value": ${localized('value')},
  "description": ${localized('description')}
}` as const;

const levelCopy = /* groq */ `{
  "title": ${localized('title')},
  "explanation": ${localized('explanation')}
}` as const;

const titled = /* groq */ `{
  "title": ${localized('title')},
  "description": ${localized('description')}
}` as const;

/**
 * The site settings, with the texts every page shows: the footer's line, the consent banner's and
 * the 404 page's.
 */
export const SITE_SETTINGS_QUERY = defineQuery(`*[_type == "siteSettings"][0]{
  companyName,
  schedulingUrl,
  contactEmail,
  "seoTitle": ${localized('seoTitle')},
  "seoDescription": ${localized('seoDescription')},
  "seoImage": seoImage${image},
  "footerText": ${localized('footerText')},
  "consent": consent${titled},
  "notFound": notFound${titled},
  "assistant": assistant{
    "launcherLabel": ${localized('launcherLabel')},
    "title": ${localized('title')},
    "disclosure": ${localized('disclosure')},
    "greeting": ${localized('greeting')},
    "question": ${localized('question')},
    "placeholder": ${localized('placeholder')},
    "suggestions": suggestions[]${localizedTexts},
    "passagesLabel": ${localized('passagesLabel')},
    "modelLabel": ${localized('modelLabel')},
    "declined": ${localized('declined')},
    "related": ${localized('related')},
    "sourcesHeading": ${localized('sourcesHeading')},
    "bookLabel": ${localized('bookLabel')},
    "writeLabel": ${localized('writeLabel')},
    "assessmentLabel": ${localized('assessmentLabel')},
    "pageTitle": ${localized('pageTitle')},
    "pageIntro": ${localized('pageIntro')}
  }
}`);

export const HOME_PAGE_QUERY = defineQuery(`*[_type == "homePage"][0]{
  "hero": hero{
    "title": ${localized('title')},
    "subtitle": ${localized('subtitle')},
    "description": ${localized('description')},
    "primaryCtaLabel": ${localized('primaryCtaLabel')},
    "secondaryCtaLabel": ${localized('secondaryCtaLabel')}
  },
  "expertise": expertise{
    ${sectionIntro},
    "cards": cards[]${keyedItem},
    "learnMoreLabel": ${localized('learnMoreLabel')}
  },
  "services": services{
    ${sectionIntro},
    "analyse": analyse${serviceCard},
    "build": build${serviceCard}
  },
  "useCases": useCases{
    ${sectionIntro},
    "viewAllLabel": ${localized('viewAllLabel')},
    "items": *[_type == "useCase"] | order(order asc)${useCaseCard}
  },
  "statistics": statistics{
    ${sectionIntro},
    "items": *[_type == "statistic"] | order(order asc)${statisticEntry}
  },
  "faq": faq{
    ${sectionIntro},
    "items": *[_type == "faqItem"] | order(order asc)${faqEntry}
  },
  "contact": contact{
    ${sectionIntro}
  },
  "closingCta": closingCta${closingCta}
}`);

export const AI_SOLUTIONS_PAGE_QUERY = defineQuery(`*[_type == "aiSolutionsPage"][0]{
  "listing": listing${titled},
  "hero": hero{
    "title": ${localized('title')},
    "subtitle": ${localized('subtitle')},
    "description": ${localized('description')}
  },
  "benefits": benefits{
    "heading": ${localized('heading')},
    "items": items[]${titledItem}
  },
  "assessmentCta": assessmentCta{
    "title": ${localized('title')},
    "description": ${localized('description')},
    "label": ${localized('label')}
  },
  "capabilities": capabilities{
    ${sectionIntro},
    "items": items[]${keyedItem}
  },
  "services": services{
    ${sectionIntro},
    "learnMoreLabel": ${localized('learnMoreLabel')},
    "items": *[_type == "service"] | order(order asc)${serviceSummary}
  },
  "technology": technology{
    ${sectionIntro},
    "groups": groups[]{
      _key,
      key,
      icon,
      "title": ${localized('title')},
      "description": ${localized('description')},
      tools
    }
  },
  "process": process{
    ${sectionIntro},
    "steps": steps[]${titledItem}
  },
  "approach": approach{
    ${sectionIntro},
    "steps": steps[]${titledItem}
  },
  "closingCta": closingCta${closingCta}
}`);

/** The header's sub-pages: every service and story, by title, in the order marketers set. */
export const NAVIGATION_QUERY = defineQuery(`{
  "services": *[_type == "service"] | order(order asc){
    "slug": slug.current,
    "title": ${localized('title')}
  },
  "useCases": *[_type == "useCase"] | order(order asc){
    "slug": slug.current,
    "title": ${localized('title')}
  }
}`);

export const SERVICE_QUERY = defineQuery(`*[_type == "service" && slug.current == $slug][0]{
  _id,
  "slug": slug.current,
  "title": ${localized('title')},
  "summary": ${localized('summary')},
  "intro": ${localized('intro')}${withLinkTargets},
  "whatWeDo": whatWeDo{
    "heading": ${localized('heading')},
    "items": items[]${titledItem}
  },
  "keyBenefits": keyBenefits{
    "heading": ${localized('heading')},
    "items": items[]${titledItem}
  },
  "extraInfo": extraInfo{
    "title": ${localized('title')},
    "body": ${localized('body')}${withLinkTargets}
  },
  "cta": *[_type == "aiSolutionsPage"][0].serviceCta${titled}
}`);

export const USE_CASES_QUERY = defineQuery(
  `*[_type == "useCase"] | order(order asc)${useCaseCard}`,
);

export const USE_CASES_PAGE_QUERY = defineQuery(`*[_type == "useCasesPage"][0]${titled}`);

export const USE_CASE_QUERY = defineQuery(`*[_type == "useCase" && slug.current == $slug][0]{
  _id,
  "slug": slug.current,
  "title": ${localized('title')},
  "client": ${localized('client')},
  "industry": ${localized('industry')},
  "function": ${localized('function')},
  "summary": ${localized('summary')},
  "image": image${image},
  "challenge": ${localized('challenge')}${withLinkTargets},
  "solutions": solutions[]${richTextItem},
  "results": results[]${richTextItem},
  "testimonial": ${localized('testimonial')},
  author,
  "authorPosition": ${localized('authorPosition')},
  "story": *[_type == "useCasesPage"][0]{
    "challenge": ${localized('storyHeadings.challenge')},
    "solution": ${localized('storyHeadings.solution')},
    "results": ${localized('storyHeadings.results')},
    "cta": storyCta${titled}
  }
}`);

export const FAQ_QUERY = defineQuery(`*[_type == "faqItem"] | order(order asc)${faqEntry}`);

export const FAQ_PAGE_QUERY = defineQuery(`*[_type == "faqPage"][0]${titled}`);

/**
 * The published questions, keyed by their category and position there; lib/content numbers them
 * across the assessment (lib/content/assessment-questions.ts). A question an older Studio numbered
 * instead, not yet migrated, still has only its number.
 */
export const ASSESSMENT_QUESTIONS_QUERY =
  defineQuery(`*[_type == "assessmentQuestion"] | order(_id asc){
  _id,
  "category": category->key,
  position,
  "legacyNumber": number,
  "question": ${localized('question')},
  "options": options[]{
    _key,
    letter,
    points,
    "label": ${localized('label')},
    "description": ${localized('description')}
  }
}`);

export const ASSESSMENT_CATEGORIES_QUERY =
  defineQuery(`*[_type == "assessmentCategory"] | order(order asc){
  _id,
  key,
  order,
  "title": ${localized('title')},
  "shortTitle": coalesce(${localized('shortTitle')}, ${localized('title')}),
  "description": ${localized('description')},
  "levelExplanations": levelExplanations{
    "high": ${localized('high')},
    "moderate": ${localized('moderate')},
    "low": ${localized('low')},
    "veryLow": ${localized('veryLow')}
  },
  "recommendations": recommendations{
    "improvement": improvement[]${localizedTexts},
    "refinement": refinement[]${localizedTexts},
    "leadership": leadership[]${localizedTexts}
  }
}`);

export const ASSESSMENT_SETTINGS_QUERY = defineQuery(`*[_type == "assessmentSettings"][0]{
  "overallLevels": overallLevels{
    "high": high${levelCopy},
    "moderate": moderate${levelCopy},
    "low": low${levelCopy},
    "veryLow": veryLow${levelCopy}
  }
}`);

export const EMAIL_SETTINGS_QUERY = defineQuery(`*[_type == "emailSettings"][0]{
  "senderName": ${localized('senderName')},
  "contactConfirmation": contactConfirmation{
    "subject": ${localized('subject')},
    "greeting": ${localized('greeting')},
    "body": ${localized('body')},
    "signOff": ${localized('signOff')}
  },
  "mailboxConfirmation": mailboxConfirmation{
    "subject": ${localized('subject')},
    "body": ${localized('body')},
    "buttonLabel": ${localized('buttonLabel')},
    "ignore": ${localized('ignore')},
    "signOff": ${localized('signOff')}
  },
  "assessmentResults": assessmentResults{
    "subject": ${localized('subject')},
    "greeting": ${localized('greeting')},
    "intro": ${localized('intro')},
    "categoriesHeading": ${localized('categoriesHeading')},
    "bookingText": ${localized('bookingText')},
    "bookingLabel": ${localized('bookingLabel')},
    "attachmentNote": ${localized('attachmentNote')},
    "linkText": ${localized('linkText')},
    "linkLabel": ${localized('linkLabel')},
    "retakeText": ${localized('retakeText')},
    "retakeLabel": ${localized('retakeLabel')},
    "signOff": ${localized('signOff')}
  },
  "footer": footer{
    "contactReason": ${localized('contactReason')},
    "assessmentReason": ${localized('assessmentReason')},
    "objection": ${localized('objection')},
    "unsubscribeLabel": ${localized('unsubscribeLabel')},
    "policyLabel": ${localized('policyLabel')}
  }
}`);

const legalSection = /* groq */ `{
  _key,
  "heading": ${localized('heading')},
  "body": ${localized('body')}${withLinkTargets}
}` as const;

/** The legal notice: the page's own texts, and the facts the law requires, from the settings. */
export const LEGAL_NOTICE_QUERY = defineQuery(`{
  "page": *[_type == "legalNoticePage"][0]{
    "title": ${localized('title')},
    "description": ${localized('description')},
    "factsHeading": ${localized('factsHeading')},
    "sections": sections[]${legalSection}
  },
  "facts": *[_type == "siteSettings"][0].legal{
    publisher,
    legalForm,
    shareCapital,
    address,
    phone,
    registration,
    vatNumber,
    publicationDirector,
    hostName,
    "hostAddress": ${localized('hostAddress')},
    hostPhone
  },
  "contactEmail": *[_type == "siteSettings"][0].contactEmail
}`);

export const PRIVACY_POLICY_QUERY = defineQuery(`*[_type == "privacyPolicyPage"][0]{
  "title": ${localized('title')},
  "description": ${localized('description')},
  version,
  effectiveDate,
  "sections": sections[]${legalSection},
  "processors": processors{
    "heading": ${localized('heading')},
    "intro": ${localized('intro')},
    "items": items[]{
      key,
      "purpose": ${localized('purpose')}
    }
  },
  "retentionHeading": ${localized('retention.heading')}
}`);

/**
 * What a lead records of the notice it was collected under: the version of the policy, and each
 * form's notice as shown in the visitor's language.
 */
export const PRIVACY_NOTICES_QUERY = defineQuery(`*[_type == "privacyPolicyPage"][0]{
  version,
  "contact": ${localized('notices.contact')},
  "assessment": ${localized('notices.assessment')},
  "linkLabel": ${localized('notices.linkLabel')}
}`);

export const CONTACT_PAGE_QUERY = defineQuery(`*[_type == "contactPage"][0]{
  "title": ${localized('title')},
  "description": ${localized('description')},
  "form": form{
    "title": ${localized('title')},
    "intro": ${localized('intro')}
  },
  "help": help{
    "heading": ${localized('heading')},
    "intro": ${localized('intro')},
    "general": general${titled},
    "strategic": strategic${titled},
    "support": support${titled}
  }
}`);

export const ASSESSMENT_INFO_PAGE_QUERY = defineQuery(`*[_type == "assessmentInfoPage"][0]{
  "title": ${localized('title')},
  "description": ${localized('description')},
  "form": form{
    "title": ${localized('title')},
    "intro": ${localized('intro')}
  },
  "topics": topics{
    "heading": ${localized('heading')},
    "strategic": strategic${titled},
    "technical": technical${titled},
    "financial": financial${titled},
    "risk": risk${titled},
    "insights": insights${titled},
    "advantage": advantage${titled}
  }
}`);

export const ASSESSMENT_PAGE_QUERY = defineQuery(`*[_type == "assessmentPage"][0]{
  "title": ${localized('title')},
  "description": ${localized('description')},
  "detailsNeeded": detailsNeeded{
    "title": ${localized('title')},
    "body": ${localized('body')}
  }
}`);

/** The results page's own texts, and the PDF report's, which the e-mail with the results attaches. */
export const RESULTS_PAGE_QUERY = defineQuery(`*[_type == "resultsPage"][0]{
  "title": ${localized('title')},
  "description": ${localized('description')},
  "headings": headings{
    "overall": ${localized('overall')},
    "categories": ${localized('categories')},
    "chart": ${localized('chart')},
    "details": ${localized('details')},
    "detailsIntro": ${localized('detailsIntro')}
  },
  "levels": levels{
    "high": ${localized('high')},
    "moderate": ${localized('moderate')},
    "low": ${localized('low')},
    "veryLow": ${localized('veryLow')}
  },
  "stories": stories{
    "heading": ${localized('heading')},
    "intro": ${localized('intro')}
  },
  "consultation": consultation{
    "title": ${localized('title')},
    "description": ${localized('description')},
    "button": ${localized('button')},
    "notice": ${localized('notice')}
  },
  "link": link{
    "heading": ${localized('heading')},
    "description": ${localized('description')},
    "pending": ${localized('pending')}
  },
  "benchmark": benchmark{
    "heading": ${localized('heading')},
    "intro": ${localized('intro')},
    "band": ${localized('band')},
    "all": ${localized('all')},
    "bandLowest": ${localized('bandLowest')},
    "allLowest": ${localized('allLowest')},
    "bandHighest": ${localized('bandHighest')},
    "allHighest": ${localized('allHighest')},
    "sector": ${localized('sector')},
    "sectorLowest": ${localized('sectorLowest')},
    "sectorHighest": ${localized('sectorHighest')},
    "bandColumn": ${localized('bandColumn')},
    "sectorColumn": ${localized('sectorColumn')},
    "allColumn": ${localized('allColumn')},
    "tableCaption": ${localized('tableCaption')}
  },
  "progress": progress{
    "heading": ${localized('heading')},
    "intro": ${localized('intro')},
    "overall": ${localized('overall')},
    "before": ${localized('before')},
    "now": ${localized('now')},
    "change": ${localized('change')},
    "up": ${localized('up')},
    "down": ${localized('down')},
    "same": ${localized('same')}
  },
  "report": report{
    "title": ${localized('title')},
    "overallHeading": ${localized('overallHeading')},
    "categoriesHeading": ${localized('categoriesHeading')},
    "recommendationsHeading": ${localized('recommendationsHeading')},
    "nextStepsHeading": ${localized('nextStepsHeading')},
    "nextSteps": ${localized('nextSteps')}
  }
}`);

/**
 * Every published document a public page shows, whole, by type: the site assistant's corpus
 * (lib/assistant/corpus.ts picks the visitor's language and cuts the passages). Read once for both
 * languages, and tagged with every type here, so a publication rebuilds its index.
 */
export const ASSISTANT_CORPUS_QUERY = defineQuery(`{
  "homePage": *[_type == "homePage"],
  "aiSolutionsPage": *[_type == "aiSolutionsPage"],
  "service": *[_type == "service"] | order(order asc),
  "useCasesPage": *[_type == "useCasesPage"],
  "useCase": *[_type == "useCase"] | order(order asc),
  "faqPage": *[_type == "faqPage"],
  "faqItem": *[_type == "faqItem"] | order(order asc),
  "statistic": *[_type == "statistic"] | order(order asc),
  "assessmentInfoPage": *[_type == "assessmentInfoPage"],
  "contactPage": *[_type == "contactPage"],
  "legalNoticePage": *[_type == "legalNoticePage"],
  "privacyPolicyPage": *[_type == "privacyPolicyPage"]
}`);

/**
 * The published sectors in one language, in the marketers' order: the lead forms' list, and the
 * server's check of a posted key and its name for the firm. A draft sector is no one's yet.
 */
export const SECTORS_QUERY =
  defineQuery(`*[_type == "sector" && !(_id in path("drafts.**"))] | order(order asc, key asc){
  key,
  "name": ${localized('name')}
}`);

/**
 * The consultants' question bank in one language, published questions only: the brief of a lead
 * picks five from it (lib/desk/questions.ts). A question tied to an answer carries the answered
 * question's key, from which lib/content numbers it, and the labels of its options, so the brief
 * can say which answer called for it.
 */
export const QUESTION_BANK_QUERY =
  defineQuery(`*[_type == "briefQuestion" && !(_id in path("drafts.**"))] | order(_id asc){
  _id,
  category,
  levels,
  "general": general == true,
  "whenAnswered": whenAnswered{
    "category": question->category->key,
    "position": question->position,
    "legacyNumber": question->number,
    letters,
    "options": question->options[]{
      letter,
      "label": ${localized('label')}
    }
  },
  "question": ${localized('question')},
  "purpose": ${localized('purpose')}
}`);

/**
 * Every published document whole, for `npm run translations`, which walks each one for its
 * missing and stale translations; the Content Lake's own asset documents hold none.
 */
export const TRANSLATED_DOCUMENTS_QUERY = defineQuery(
  `*[!(_type match "sanity.*") && !(_id in path("drafts.**"))] | order(_type asc, _id asc)`,
);
