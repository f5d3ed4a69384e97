export { createNotificationsRepo } from './notifications.repo';
export { notificationsRoutes } from './notifications.routes';
export { createNotificationsService, pushEndpointAllowed, type NotificationsService } from './notifications.service';
export { createWebPush, vapidSubject, type PushSender } from './web-push';
