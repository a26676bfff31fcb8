-- The tag categories of the specification (admin-area §3): companies' tags name one of them,
-- and the tags page manages them from there.
INSERT INTO "tag_category" ("name") VALUES ('industry'), ('technology'), ('sector'), ('license')
ON CONFLICT ("name") DO NOTHING;
