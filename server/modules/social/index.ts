export { createChatRepo } from './chat.repo';
export { createChatService } from './chat.service';
export { createFriendsRepo } from './friends.repo';
export { createFriendsService } from './friends.service';
export { createPresence, type Presence } from './presence';
export { socialRoutes } from './social.routes';
