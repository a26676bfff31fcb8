CREATE TABLE "repository_star_history" (
	"repository_id" integer NOT NULL,
	"day" date NOT NULL,
	"stars" integer NOT NULL,
	"estimated" boolean DEFAULT false NOT NULL,
	CONSTRAINT "repository_star_history_repository_id_day_pk" PRIMARY KEY("repository_id","day")
);
--> statement-breakpoint
ALTER TABLE "repository" ADD COLUMN "history_backfilled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "repository_star_history" ADD CONSTRAINT "repository_star_history_repository_id_repository_id_fk" FOREIGN KEY ("repository_id") REFERENCES "public"."repository"("id") ON DELETE cascade ON UPDATE no action;