export { createSettingsRepo } from './settings.repo';
export { settingsRoutes } from './settings.routes';
export { createSettingsService } from './settings.service';
