CREATE TABLE "rate_limiter_flexible" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
DROP TABLE "rate_limits" CASCADE;--> statement-breakpoint
ALTER TABLE "phone_codes" DROP CONSTRAINT "phone_codes_purpose_known";--> statement-breakpoint
ALTER TABLE "phone_codes" ADD COLUMN "ticket_hash" text;--> statement-breakpoint
ALTER TABLE "phone_codes" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_codes" DROP COLUMN "sends";--> statement-breakpoint
ALTER TABLE "phone_codes" DROP COLUMN "window_started_at";--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_purpose_known" CHECK ("phone_codes"."purpose" in ('sign_up', 'password_reset', 'change_phone'));--> statement-breakpoint
-- Accounts made before sign-up by email needed a verified address keep signing in.
UPDATE "users" SET "email_verified" = true;
