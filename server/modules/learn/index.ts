export { createLearnRepo, type LearnRepo } from './learn.repo';
export { learnRoutes } from './learn.routes';
export { createLearnService, type LearnService } from './learn.service';
export { allLessons, readLessons, type Lesson } from './lesson-content';
