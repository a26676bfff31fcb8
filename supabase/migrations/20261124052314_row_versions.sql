CREATE TABLE "admin_sign_out" (
	"email" text PRIMARY KEY NOT NULL,
	"signed_out_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_redirect" (
	"old_id" integer PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "headline" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "headline" ADD COLUMN "changed_by" text;--> statement-breakpoint
ALTER TABLE "headline" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "keyperson" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "keyperson" ADD COLUMN "changed_by" text;--> statement-breakpoint
ALTER TABLE "keyperson" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "og_templates" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "og_templates" ADD COLUMN "changed_by" text;--> statement-breakpoint
ALTER TABLE "og_templates" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "changed_by" text;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tag" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tag" ADD COLUMN "changed_by" text;--> statement-breakpoint
ALTER TABLE "tag" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tag_category" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tag_category" ADD COLUMN "changed_by" text;--> statement-breakpoint
ALTER TABLE "tag_category" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "person_redirect" ADD CONSTRAINT "person_redirect_person_id_keyperson_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."keyperson"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every update of a versioned row bumps its version and names who made it (the admin that
-- adminWrite sets for its transaction as app.admin_email) and when.
CREATE FUNCTION bump_row_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  NEW.changed_by := nullif(current_setting('app.admin_email', true), '');
  NEW.changed_at := now();
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER organization_bump_version BEFORE UPDATE ON "organization" FOR EACH ROW EXECUTE FUNCTION bump_row_version();--> statement-breakpoint
CREATE TRIGGER keyperson_bump_version BEFORE UPDATE ON "keyperson" FOR EACH ROW EXECUTE FUNCTION bump_row_version();--> statement-breakpoint
CREATE TRIGGER headline_bump_version BEFORE UPDATE ON "headline" FOR EACH ROW EXECUTE FUNCTION bump_row_version();--> statement-breakpoint
CREATE TRIGGER tag_bump_version BEFORE UPDATE ON "tag" FOR EACH ROW EXECUTE FUNCTION bump_row_version();--> statement-breakpoint
CREATE TRIGGER tag_category_bump_version BEFORE UPDATE ON "tag_category" FOR EACH ROW EXECUTE FUNCTION bump_row_version();--> statement-breakpoint
CREATE TRIGGER og_templates_bump_version BEFORE UPDATE ON "og_templates" FOR EACH ROW EXECUTE FUNCTION bump_row_version();--> statement-breakpoint
-- A change to a row's lists is a change to the row: the rows whose id the changed list rows
-- name in column TG_ARGV[1] of table TG_ARGV[0] are touched, once per statement, which bumps
-- their version through the trigger above.
CREATE FUNCTION touch_list_owners() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'UPDATE %I SET version = version WHERE id IN (SELECT %I FROM changed_rows)',
    TG_ARGV[0], TG_ARGV[1]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER organizationwebsite_touch_insert AFTER INSERT ON "organizationwebsite" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_list_owners('organization', 'organization_id');--> statement-breakpoint
CREATE TRIGGER organizationwebsite_touch_update AFTER UPDATE ON "organizationwebsite" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_list_owners('organization', 'organization_id');--> statement-breakpoint
CREATE TRIGGER organizationwebsite_touch_delete AFTER DELETE ON "organizationwebsite" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_list_owners('organization', 'organization_id');--> statement-breakpoint
CREATE TRIGGER organizationkeyperson_touch_org_insert AFTER INSERT ON "organizationkeyperson" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_list_owners('organization', 'organization_id');--> statement-breakpoint
CREATE TRIGGER organizationkeyperson_touch_org_update AFTER UPDATE ON "organizationkeyperson" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_list_owners('organization', 'organization_id');--> statement-breakpoint
CREATE TRIGGER organizationkeyperson_touch_org_delete AFTER DELETE ON "organizationkeyperson" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_list_owners('organization', 'organization_id');--> statement-breakpoint
CREATE TRIGGER organizationkeyperson_touch_person_insert AFTER INSERT ON "organizationkeyperson" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_list_owners('keyperson', 'key_person_id');--> statement-breakpoint
CREATE TRIGGER organizationkeyperson_touch_person_update AFTER UPDATE ON "organizationkeyperson" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_list_owners('keyperson', 'key_person_id');--> statement-breakpoint
CREATE TRIGGER organizationkeyperson_touch_person_delete AFTER DELETE ON "organizationkeyperson" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_list_owners('keyperson', 'key_person_id');--> statement-breakpoint
CREATE TRIGGER organizationproject_touch_insert AFTER INSERT ON "organizationproject" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_list_owners('organization', 'organization_id');--> statement-breakpoint
CREATE TRIGGER organizationproject_touch_update AFTER UPDATE ON "organizationproject" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_list_owners('organization', 'organization_id');--> statement-breakpoint
CREATE TRIGGER organizationproject_touch_delete AFTER DELETE ON "organizationproject" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_list_owners('organization', 'organization_id');--> statement-breakpoint
CREATE TRIGGER org_socials_and_comms_touch_insert AFTER INSERT ON "org_socials_and_comms" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_list_owners('organization', 'org_id');--> statement-breakpoint
CREATE TRIGGER org_socials_and_comms_touch_update AFTER UPDATE ON "org_socials_and_comms" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_list_owners('organization', 'org_id');--> statement-breakpoint
CREATE TRIGGER org_socials_and_comms_touch_delete AFTER DELETE ON "org_socials_and_comms" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_list_owners('organization', 'org_id');--> statement-breakpoint
CREATE TRIGGER organization_tag_touch_insert AFTER INSERT ON "organization_tag" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_list_owners('organization', 'organization_id');--> statement-breakpoint
CREATE TRIGGER organization_tag_touch_update AFTER UPDATE ON "organization_tag" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_list_owners('organization', 'organization_id');--> statement-breakpoint
CREATE TRIGGER organization_tag_touch_delete AFTER DELETE ON "organization_tag" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_list_owners('organization', 'organization_id');--> statement-breakpoint
CREATE TRIGGER organizationvaluation_touch_insert AFTER INSERT ON "organizationvaluation" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_list_owners('organization', 'organization_id');--> statement-breakpoint
CREATE TRIGGER organizationvaluation_touch_update AFTER UPDATE ON "organizationvaluation" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_list_owners('organization', 'organization_id');--> statement-breakpoint
CREATE TRIGGER organizationvaluation_touch_delete AFTER DELETE ON "organizationvaluation" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_list_owners('organization', 'organization_id');--> statement-breakpoint
CREATE TRIGGER keypersonsocialaccount_touch_insert AFTER INSERT ON "keypersonsocialaccount" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_list_owners('keyperson', 'key_person_id');--> statement-breakpoint
CREATE TRIGGER keypersonsocialaccount_touch_update AFTER UPDATE ON "keypersonsocialaccount" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_list_owners('keyperson', 'key_person_id');--> statement-breakpoint
CREATE TRIGGER keypersonsocialaccount_touch_delete AFTER DELETE ON "keypersonsocialaccount" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_list_owners('keyperson', 'key_person_id');--> statement-breakpoint
CREATE TRIGGER headlineorganization_touch_insert AFTER INSERT ON "headlineorganization" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_list_owners('headline', 'headline_id');--> statement-breakpoint
CREATE TRIGGER headlineorganization_touch_update AFTER UPDATE ON "headlineorganization" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_list_owners('headline', 'headline_id');--> statement-breakpoint
CREATE TRIGGER headlineorganization_touch_delete AFTER DELETE ON "headlineorganization" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_list_owners('headline', 'headline_id');
