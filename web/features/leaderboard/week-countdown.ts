/** Whole days and hours until `endIso` (never negative): "ends in 3 d 4 h". */
export function timeLeft(endIso: string, now: Date = new Date()): { days: number; hours: number } {
  const ms = Math.max(0, new Date(endIso).getTime() - now.getTime());
  const hours = Math.floor(ms / 3_600_000);
  return { days: Math.floor(hours / 24), hours: hours % 24 };
}
