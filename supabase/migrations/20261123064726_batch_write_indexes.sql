ALTER INDEX "headline_description_lower_trgm_idx" SET (fastupdate=true,gin_pending_list_limit=64);--> statement-breakpoint
ALTER INDEX "headline_media_outlet_lower_trgm_idx" SET (fastupdate=true,gin_pending_list_limit=64);--> statement-breakpoint
ALTER INDEX "keyperson_name_trgm_idx" SET (fastupdate=true,gin_pending_list_limit=64);--> statement-breakpoint
ALTER INDEX "organization_name_trgm_idx" SET (fastupdate=true,gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "change_history_batch_idx" ON "change_history" USING btree ("batch_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "keyperson_linkedin_url_idx" ON "keyperson" USING btree ("linkedin_url");--> statement-breakpoint
CREATE INDEX "project_resources_url_idx" ON "project" USING btree ("resources_url");
