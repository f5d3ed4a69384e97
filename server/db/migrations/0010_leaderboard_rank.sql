-- The weekly board ranks by gain in percent of the baseline (then Bolts, then user id): the top 50
-- and a player's position read this index in order.
DROP INDEX "weekly_standings_rank_idx";--> statement-breakpoint
CREATE INDEX "weekly_standings_rank_idx" ON "weekly_standings" USING btree ("week_start","gain_bp" DESC NULLS LAST,"gain_minor" DESC NULLS LAST,"user_id");