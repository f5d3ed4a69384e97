export { NotificationsBell } from './components/notifications-bell';
