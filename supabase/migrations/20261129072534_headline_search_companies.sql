ALTER TABLE "headline_search" ADD COLUMN "organization_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- The headline list counts its headlines by company (its company facet) from their documents,
-- without reading each headline's links: the document holds the ids of every company linked,
-- and the list keeps those its reader may see. Links already refresh the document.
CREATE OR REPLACE FUNCTION refresh_headline_search(ids integer[]) RETURNS void LANGUAGE plpgsql
  SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO headline_search (headline_id, document, published, headline_type, headline_date,
    organization_ids)
  SELECT h.id,
    search_vector(h.description, 'A') || search_vector(concat_ws(' ', h.media_outlet, companies.names), 'B'),
    h.published, h.headline_type, h.headline_date, coalesce(companies.organization_ids, '{}')
  FROM headline h
  LEFT JOIN (SELECT ho.headline_id,
      string_agg(o.name, ' ' ORDER BY o.name) FILTER (WHERE o.published AND NOT o.is_dummy)
        AS names,
      array_agg(ho.organization_id ORDER BY ho.organization_id) AS organization_ids
    FROM headlineorganization ho JOIN organization o ON o.id = ho.organization_id
    WHERE ho.headline_id = ANY (ids)
    GROUP BY ho.headline_id) companies
    ON companies.headline_id = h.id
  WHERE h.id = ANY (ids)
  ON CONFLICT (headline_id) DO UPDATE SET document = excluded.document,
      published = excluded.published, headline_type = excluded.headline_type,
      headline_date = excluded.headline_date, organization_ids = excluded.organization_ids
    WHERE (headline_search.document, headline_search.published, headline_search.headline_type,
        headline_search.headline_date, headline_search.organization_ids)
      IS DISTINCT FROM (excluded.document, excluded.published, excluded.headline_type,
        excluded.headline_date, excluded.organization_ids);
END $$;--> statement-breakpoint
UPDATE headline_search hs SET organization_ids = linked.ids
  FROM (SELECT headline_id, array_agg(organization_id ORDER BY organization_id) AS ids
    FROM headlineorganization GROUP BY headline_id) linked
  WHERE linked.headline_id = hs.headline_id;
