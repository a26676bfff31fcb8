ALTER TABLE "company_open_source" ADD COLUMN "growth_gain" integer;--> statement-breakpoint
CREATE INDEX "company_open_source_growth_idx" ON "company_open_source" USING btree ("growth_ratio" DESC NULLS LAST,"growth_gain" DESC NULLS LAST) WHERE "company_open_source"."growth_ratio" is not null;--> statement-breakpoint
UPDATE "company_open_source" c SET "growth_gain" = r."stars" - c."growth_start_stars" FROM "repository" r WHERE r."id" = c."growth_repository_id";
