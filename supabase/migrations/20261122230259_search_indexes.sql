DROP INDEX "headline_description_trgm_idx";--> statement-breakpoint
DROP INDEX "keyperson_name_trgm_idx";--> statement-breakpoint
DROP INDEX "organization_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "headline" ADD COLUMN "description_lower" text GENERATED ALWAYS AS (lower(description)) STORED;--> statement-breakpoint
ALTER TABLE "headline" ADD COLUMN "media_outlet_lower" text GENERATED ALWAYS AS (lower(media_outlet)) STORED;--> statement-breakpoint
CREATE INDEX "headline_published_date_idx" ON "headline" USING btree ("headline_date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "headline"."published";--> statement-breakpoint
CREATE INDEX "headline_description_lower_trgm_idx" ON "headline" USING gin ("description_lower" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "headline_media_outlet_lower_trgm_idx" ON "headline" USING gin ("media_outlet_lower" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "headline_unpublished_idx" ON "headline" USING btree ("id") WHERE not "headline"."published";--> statement-breakpoint
CREATE INDEX "keyperson_name_idx" ON "keyperson" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "keyperson_name_trgm_idx" ON "keyperson" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "organization_name_trgm_idx" ON "organization" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);