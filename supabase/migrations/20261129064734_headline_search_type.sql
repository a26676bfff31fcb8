ALTER TABLE "headline_search" ADD COLUMN "headline_type" text;--> statement-breakpoint
-- The headline list filters its search's hits by type, as by publication and date: the
-- document holds it too.
CREATE OR REPLACE FUNCTION refresh_headline_search(ids integer[]) RETURNS void LANGUAGE plpgsql
  SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO headline_search (headline_id, document, published, headline_type, headline_date)
  SELECT h.id,
    search_vector(h.description, 'A') || search_vector(concat_ws(' ', h.media_outlet, companies.names), 'B'),
    h.published, h.headline_type, h.headline_date
  FROM headline h
  LEFT JOIN (SELECT ho.headline_id, string_agg(o.name, ' ' ORDER BY o.name) AS names
    FROM headlineorganization ho JOIN organization o ON o.id = ho.organization_id
    WHERE ho.headline_id = ANY (ids) AND o.published AND NOT o.is_dummy
    GROUP BY ho.headline_id) companies
    ON companies.headline_id = h.id
  WHERE h.id = ANY (ids)
  ON CONFLICT (headline_id) DO UPDATE SET document = excluded.document,
      published = excluded.published, headline_type = excluded.headline_type,
      headline_date = excluded.headline_date
    WHERE (headline_search.document, headline_search.published, headline_search.headline_type,
        headline_search.headline_date)
      IS DISTINCT FROM (excluded.document, excluded.published, excluded.headline_type,
        excluded.headline_date);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_on_headline() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM mark_search_stale('h', ARRAY(SELECT id FROM new_rows));
  ELSE
    PERFORM mark_search_stale('h', ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.description, n.media_outlet, n.published, n.headline_type, n.headline_date)
        IS DISTINCT FROM (o.description, o.media_outlet, o.published, o.headline_type,
          o.headline_date)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
UPDATE headline_search hs SET headline_type = h.headline_type FROM headline h
  WHERE h.id = hs.headline_id;
