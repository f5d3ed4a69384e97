export { createLandingRepo } from './landing.repo';
export { landingRoutes } from './landing.routes';
export { createLandingService } from './landing.service';
