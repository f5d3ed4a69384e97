export { ComingLaterPage as default } from './coming-later-page';
