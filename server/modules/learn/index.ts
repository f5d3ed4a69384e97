export { createLearnRepo, type LearnRepo } from './learn.repo';
export { learnRoutes } from './learn.routes';
export { createLearnService, type LearnService } from './learn.service';
export { allLessons, readLessons, type Lesson } from './lesson-content';
export { createCoachRepo, type CoachRepo } from './coach.repo';
export { coachRoutes } from './coach.routes';
export { createCoachService, type CoachService } from './coach.service';
