CREATE TABLE "company_funding" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"disclosed_usd" double precision NOT NULL,
	"rounds" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_funding" ADD CONSTRAINT "company_funding_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The disclosed rounds of the companies `ids`, counted again: their published funding headlines
-- with an amount (lib/domain/funding.ts).
CREATE FUNCTION refresh_company_funding(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM company_funding WHERE organization_id = ANY(ids);
  INSERT INTO company_funding (organization_id, disclosed_usd, rounds)
  SELECT ho.organization_id, sum(h.total_amount)::float8, count(*)::int
  FROM headlineorganization ho JOIN headline h ON h.id = ho.headline_id
  WHERE ho.organization_id = ANY(ids) AND h.published AND h.headline_type = 'funding'
    AND h.total_amount > 0
  GROUP BY ho.organization_id;
END $$;
--> statement-breakpoint
-- A headline linked to or unlinked from companies (inserted, deleted, or cascaded from a
-- deleted headline or company).
CREATE FUNCTION company_funding_of_added_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_company_funding(array(SELECT DISTINCT organization_id FROM added_links));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION company_funding_of_removed_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_company_funding(array(SELECT DISTINCT organization_id FROM removed_links));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION company_funding_of_changed_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_company_funding(array(
    SELECT organization_id FROM added_links UNION SELECT organization_id FROM removed_links));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A headline's publication, type or amount changed: its companies' rounds.
CREATE FUNCTION company_funding_of_changed_headlines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_company_funding(array(
    SELECT DISTINCT ho.organization_id FROM headlineorganization ho
    WHERE ho.headline_id IN (
      SELECT n.id FROM changed_headlines n JOIN previous_headlines p ON p.id = n.id
      WHERE (n.published, n.headline_type, n.total_amount)
        IS DISTINCT FROM (p.published, p.headline_type, p.total_amount))));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER headlineorganization_funding_insert AFTER INSERT ON headlineorganization
  REFERENCING NEW TABLE AS added_links
  FOR EACH STATEMENT EXECUTE FUNCTION company_funding_of_added_links();
--> statement-breakpoint
CREATE TRIGGER headlineorganization_funding_delete AFTER DELETE ON headlineorganization
  REFERENCING OLD TABLE AS removed_links
  FOR EACH STATEMENT EXECUTE FUNCTION company_funding_of_removed_links();
--> statement-breakpoint
CREATE TRIGGER headlineorganization_funding_update AFTER UPDATE ON headlineorganization
  REFERENCING NEW TABLE AS added_links OLD TABLE AS removed_links
  FOR EACH STATEMENT EXECUTE FUNCTION company_funding_of_changed_links();
--> statement-breakpoint
CREATE TRIGGER headline_funding_update AFTER UPDATE ON headline
  REFERENCING NEW TABLE AS changed_headlines OLD TABLE AS previous_headlines
  FOR EACH STATEMENT EXECUTE FUNCTION company_funding_of_changed_headlines();
--> statement-breakpoint
INSERT INTO company_funding (organization_id, disclosed_usd, rounds)
SELECT ho.organization_id, sum(h.total_amount)::float8, count(*)::int
FROM headlineorganization ho JOIN headline h ON h.id = ho.headline_id
WHERE h.published AND h.headline_type = 'funding' AND h.total_amount > 0
GROUP BY ho.organization_id;
