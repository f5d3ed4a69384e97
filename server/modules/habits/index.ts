export { createHabitsRepo, type HabitsRepo } from './habits.repo';
export { habitsRoutes } from './habits.routes';
export { createHabitsService, type HabitsService } from './habits.service';
export { createStreakRiskJob, type StreakRiskJob } from './streak-risk-job';
