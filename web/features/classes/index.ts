export { ClassesRoute as default } from './classes-route';
