-- Class games (docs/rules.md#classes): the teacher role, and a join code per class game that
-- lets students in while joining is open. A class's own options live in games.rules.
ALTER TABLE "user_roles" DROP CONSTRAINT "user_roles_role_known";--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "join_code" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "joining_open" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "games_owner_created_idx" ON "games" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_join_code_unique" UNIQUE("join_code");--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_known" CHECK ("user_roles"."role" in ('admin', 'moderator', 'teacher', 'user'));