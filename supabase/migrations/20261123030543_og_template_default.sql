CREATE UNIQUE INDEX "og_templates_one_default_idx" ON "og_templates" USING btree ("is_default") WHERE "og_templates"."is_default";--> statement-breakpoint
INSERT INTO "og_templates" ("name", "is_default")
SELECT 'Default', true
WHERE NOT EXISTS (SELECT 1 FROM "og_templates" WHERE "is_default");
