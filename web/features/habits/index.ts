export { StreakChip } from './components/streak-chip';
export { TodayCard } from './components/today-card';
