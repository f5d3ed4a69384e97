export { MessagesRoute as default } from './messages-route';
