// All newsroom templates by news type.
import type { NewsType } from '../../news';
import { earningsTemplates } from './earnings';
import type { TypeTemplates } from './kinds';
import { marketUpdateTemplates } from './market-update';
import { operationalTemplates } from './operational';
import { partnershipTemplates } from './partnership';
import { productLaunchTemplates } from './product-launch';
import { regulatoryTemplates } from './regulatory';

export type { SentimentTemplates, TypeTemplates } from './kinds';
export { CONTEXT_SENTENCES, GENERAL_EXPLAINERS, OUTLOOK_PARAGRAPHS } from './shared';

export const TEMPLATES: Readonly<Record<NewsType, TypeTemplates>> = {
  market_update: marketUpdateTemplates,
  earnings: earningsTemplates,
  partnership: partnershipTemplates,
  product_launch: productLaunchTemplates,
  operational: operationalTemplates,
  regulatory: regulatoryTemplates,
};
