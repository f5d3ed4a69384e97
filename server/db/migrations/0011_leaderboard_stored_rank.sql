-- The weekly board keeps each line's place (set by the standings job after each refresh), so the
-- leaderboard read is the first 50 ranks and one row, never a count over the board.
ALTER TABLE "weekly_standings" ADD COLUMN "rank" integer;--> statement-breakpoint
CREATE INDEX "weekly_standings_week_rank_idx" ON "weekly_standings" USING btree ("week_start","rank");