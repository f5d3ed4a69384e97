export { createProfileRepo } from './profile.repo';
export { profileRoutes } from './profile.routes';
export { createProfileService, referralCodeFor } from './profile.service';
