-- Admin dashboards (issue 6, bench/admin-dashboards.mjs): the users list and the audit log page by
-- keyset (time, then id) in index order; the transactions dashboard sums a period's amounts from
-- the index alone (index-only scan) instead of visiting every row.
DROP INDEX "admin_logs_created_idx";--> statement-breakpoint
DROP INDEX "profiles_created_at_idx";--> statement-breakpoint
DROP INDEX "transactions_created_idx";--> statement-breakpoint
CREATE INDEX "admin_logs_created_id_idx" ON "admin_logs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "profiles_created_user_idx" ON "profiles" USING btree ("created_at" DESC NULLS FIRST,"user_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_created_amount_idx" ON "transactions" USING btree ("created_at" DESC NULLS FIRST,"total_amount_minor");