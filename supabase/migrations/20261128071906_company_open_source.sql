CREATE TABLE "company_open_source" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"stars" integer NOT NULL,
	"star_gain_90d" integer,
	"growth_ratio" double precision,
	"growth_repository_id" integer,
	"growth_start_stars" integer,
	"as_of" date
);
--> statement-breakpoint
ALTER TABLE "company_open_source" ADD CONSTRAINT "company_open_source_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_open_source" ADD CONSTRAINT "company_open_source_growth_repository_id_repository_id_fk" FOREIGN KEY ("growth_repository_id") REFERENCES "public"."repository"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_open_source_stars_idx" ON "company_open_source" USING btree ("stars" DESC NULLS LAST,"organization_id");--> statement-breakpoint
CREATE INDEX "company_open_source_gain_idx" ON "company_open_source" USING btree ("star_gain_90d" DESC NULLS LAST,"organization_id");