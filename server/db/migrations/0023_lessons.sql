-- Lessons a player finished (docs/rules.md#learning); the lessons themselves are content files.
-- A class assignment may ask for one (finish_lesson).
CREATE TABLE "lesson_completions" (
	"user_id" text NOT NULL,
	"lesson_id" text NOT NULL,
	"correct" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_completions_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id"),
	CONSTRAINT "lesson_completions_correct" CHECK ("lesson_completions"."correct" >= 0)
);
--> statement-breakpoint
ALTER TABLE "class_assignments" DROP CONSTRAINT "class_assignments_template_known";--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_assignments" ADD CONSTRAINT "class_assignments_template_known" CHECK ("class_assignments"."template" in ('limit_below_market', 'diversify', 'write_reasons', 'beat_index', 'finish_lesson'));--> statement-breakpoint
-- The seeded Academy ad promised lessons and led to the landing page; now there are lessons.
UPDATE "ads" SET "click_url" = '/learn' WHERE "image_url" = '/ads/academy.svg' AND "click_url" = '/landing';
