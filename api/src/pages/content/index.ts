import type { ContentPage } from 'shared/node';
import { aboutPage } from './about.js';
import { agreementPage } from './agreement.js';
import { featureTariffsPage } from './feature-tariffs.js';
import { helpPage } from './help.js';
import { paymentPage } from './payment.js';
import { policyPage } from './policy.js';
import { policy1Page } from './policy1.js';
import { thailandPage } from './thailand.js';
import { wikiPage } from './wiki.js';

/** The nine pages of product rules §2, one module per slug. */
export const contentPages: ContentPage[] = [
  aboutPage,
  wikiPage,
  paymentPage,
  policyPage,
  policy1Page,
  agreementPage,
  helpPage,
  featureTariffsPage,
  thailandPage,
].map((page) => ({ ...page, body: page.body.trim() }));
