ALTER TABLE "change_history" DROP CONSTRAINT "change_history_entity_type_check";--> statement-breakpoint
ALTER TABLE "news_source" ADD COLUMN "changed_by" text;--> statement-breakpoint
ALTER TABLE "news_source" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "change_history" ADD CONSTRAINT "change_history_entity_type_check" CHECK (entity_type in ('company', 'person', 'headline', 'tag', 'tag_category', 'submission', 'og_template', 'social_post', 'batch', 'news_source'));--> statement-breakpoint
-- Only a curator's fields bump the version: a poll's update of the fetch state never makes an
-- open editor stale.
CREATE TRIGGER news_source_bump_version
  BEFORE UPDATE OF url, name, kind, organization_id, outlet, active, interval_minutes
  ON "news_source" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
