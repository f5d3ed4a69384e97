-- A class's teams (docs/rules.md#classes): a student's team is on their portfolio in the class;
-- deleting a team leaves its members without one. Names are unique in a class whatever their case.
CREATE TABLE "class_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "class_teams" ADD CONSTRAINT "class_teams_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_teams_game_name_key" ON "class_teams" USING btree ("game_id",lower("name"));--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_team_id_class_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."class_teams"("id") ON DELETE set null ON UPDATE no action;