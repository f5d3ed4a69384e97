export { AdminPage as default } from './admin-page';
