export { createFeedRepo, type FeedRepo } from './feed.repo';
export { feedRoutes } from './feed.routes';
export { createFeedService, type FeedService } from './feed.service';
