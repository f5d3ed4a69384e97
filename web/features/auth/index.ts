export { AuthPage as default } from './auth-page';
