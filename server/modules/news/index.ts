export { createNewsRepo, newsColumns, toNewsItem, type NewsRepo, type NewsRow } from './news.repo';
