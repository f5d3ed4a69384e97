export { consentGuard } from './consent-guard';
export { createConsentRepo } from './consent.repo';
export { consentRoutes } from './consent.routes';
export { createConsentService, type ConsentService, type Restrictions } from './consent.service';
