// Levels from XP. Reaching level L takes 50 x L x (L - 1) XP in all: 100 XP for level 2,
// then each level asks 100 XP more than the one before (level 8 at 2,800, level 9 at 3,600), so
// early levels come quickly and later ones mean something. Pure.
export const MAX_LEVEL = 100;

/** Total XP needed to reach `level` (level 1 needs none). */
export function xpForLevel(level: number): number {
  const l = Math.min(Math.max(Math.floor(level), 1), MAX_LEVEL);
  return 50 * l * (l - 1);
}

export interface LevelProgress {
  level: number;
  xp: number;
  /** XP at which this level began. */
  levelStartXp: number;
  /** XP at which the next level begins (equal to levelStartXp at the top level). */
  nextLevelXp: number;
  /** 0..1 through this level. */
  progress: number;
}

export function levelOf(xp: number): LevelProgress {
  const total = Math.max(0, Math.floor(xp));
  // Solve 50 l (l - 1) <= xp for the largest whole l.
  let level = Math.floor((1 + Math.sqrt(1 + total / 12.5)) / 2);
  while (level < MAX_LEVEL && xpForLevel(level + 1) <= total) level++;
  while (level > 1 && xpForLevel(level) > total) level--;
  level = Math.min(Math.max(level, 1), MAX_LEVEL);
  const levelStartXp = xpForLevel(level);
  const nextLevelXp = level === MAX_LEVEL ? levelStartXp : xpForLevel(level + 1);
  const span = nextLevelXp - levelStartXp;
  return { level, xp: total, levelStartXp, nextLevelXp, progress: span === 0 ? 1 : (total - levelStartXp) / span };
}
