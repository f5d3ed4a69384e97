// All newsroom templates by language and news type: English here, Hebrew and Spanish in he/ and
// es/, each telling the same storylines (`@story:` tags) from the same facts.
import type { ContentLanguage } from '../../content-language';
import type { NewsType } from '../../news';
import { earningsTemplates } from './earnings';
import { spanishTemplates } from './es';
import { hebrewTemplates } from './he';
import type { LanguageTemplates, TypeTemplates } from './kinds';
import { marketUpdateTemplates } from './market-update';
import { operationalTemplates } from './operational';
import { partnershipTemplates } from './partnership';
import { productLaunchTemplates } from './product-launch';
import { regulatoryTemplates } from './regulatory';
import {
  CONTEXT_SENTENCES,
  FALLBACK_HEADLINES,
  GENERAL_EXPLAINERS,
  OUTLOOK_PARAGRAPHS,
  REWORD_OPENERS,
} from './shared';

export type { LanguageTemplates, SentimentTemplates, TypeTemplates } from './kinds';

export const TEMPLATES: Readonly<Record<NewsType, TypeTemplates>> = {
  market_update: marketUpdateTemplates,
  earnings: earningsTemplates,
  partnership: partnershipTemplates,
  product_launch: productLaunchTemplates,
  operational: operationalTemplates,
  regulatory: regulatoryTemplates,
};

export const TEMPLATES_BY_LANGUAGE: Readonly<Record<ContentLanguage, LanguageTemplates>> = {
  en: {
    types: TEMPLATES,
    context: CONTEXT_SENTENCES,
    outlook: OUTLOOK_PARAGRAPHS,
    generalExplainers: GENERAL_EXPLAINERS,
    rewordOpeners: REWORD_OPENERS,
    fallbackHeadlines: FALLBACK_HEADLINES,
  },
  he: hebrewTemplates,
  es: spanishTemplates,
};
