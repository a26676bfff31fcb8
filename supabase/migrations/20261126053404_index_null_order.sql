DROP INDEX "headline_date_idx";--> statement-breakpoint
DROP INDEX "headline_published_date_idx";--> statement-breakpoint
DROP INDEX "organization_date_updated_idx";--> statement-breakpoint
DROP INDEX "organization_published_date_updated_idx";--> statement-breakpoint
DROP INDEX "organizationvaluation_latest_idx";--> statement-breakpoint
DROP INDEX "social_media_posts_org_idx";--> statement-breakpoint
DROP INDEX "submission_status_created_idx";--> statement-breakpoint
CREATE INDEX "headline_date_idx" ON "headline" USING btree ("headline_date" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "headline_published_date_idx" ON "headline" USING btree ("headline_date" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "headline"."published";--> statement-breakpoint
CREATE INDEX "organization_date_updated_idx" ON "organization" USING btree ("date_updated" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "organization_published_date_updated_idx" ON "organization" USING btree ("published","date_updated" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "organizationvaluation_latest_idx" ON "organizationvaluation" USING btree ("organization_id","valuation_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "social_media_posts_org_idx" ON "social_media_posts" USING btree ("org_shortname","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "submission_status_created_idx" ON "submission" USING btree ("status","created_at" DESC NULLS FIRST);