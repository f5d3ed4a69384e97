export { progressRoutes } from './progress.routes';
export { createProgressService } from './progress.service';
