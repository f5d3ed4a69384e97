export { FeedPage as default } from './feed-page';
