// Every Hebrew template: the newsroom writes each item in Hebrew from the same facts as in English.
import type { LanguageTemplates } from '../kinds';
import { earningsTemplates } from './earnings';
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

export const hebrewTemplates: LanguageTemplates = {
  types: {
    market_update: marketUpdateTemplates,
    earnings: earningsTemplates,
    partnership: partnershipTemplates,
    product_launch: productLaunchTemplates,
    operational: operationalTemplates,
    regulatory: regulatoryTemplates,
  },
  context: CONTEXT_SENTENCES,
  outlook: OUTLOOK_PARAGRAPHS,
  generalExplainers: GENERAL_EXPLAINERS,
  rewordOpeners: REWORD_OPENERS,
  fallbackHeadlines: FALLBACK_HEADLINES,
};
