export { createNewsRepo, type NewsRepo } from './news.repo';
