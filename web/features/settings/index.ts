export { SettingsRoute as default } from './settings-route';
