export { ProfileRoute as default } from './profile-route';
