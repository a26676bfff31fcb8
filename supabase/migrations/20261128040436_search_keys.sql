ALTER TABLE "company_search" ADD COLUMN "keys" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_search" ADD COLUMN "names" "tsvector" DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_search" ADD COLUMN "public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_search" ADD COLUMN "updated" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "headline_search" ADD COLUMN "published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "headline_search" ADD COLUMN "headline_date" date;--> statement-breakpoint
ALTER TABLE "person_search" ADD COLUMN "names" "tsvector" DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "person_search" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "person_search" ADD COLUMN "public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "company_search_keys_idx" ON "company_search" USING gin ("keys");--> statement-breakpoint
CREATE INDEX "company_search_names_idx" ON "company_search" USING gin ("names");--> statement-breakpoint
CREATE INDEX "company_search_name_key_length_idx" ON "company_search" USING btree (left("name_key", 1),length("name_key"));--> statement-breakpoint
CREATE INDEX "company_search_name_key_rest_idx" ON "company_search" USING btree (substr("name_key", 2));--> statement-breakpoint
CREATE INDEX "person_search_names_idx" ON "person_search" USING gin ("names");--> statement-breakpoint
CREATE INDEX "person_search_name_key_length_idx" ON "person_search" USING btree (left("name_key", 1),length("name_key"));--> statement-breakpoint
CREATE INDEX "person_search_name_key_rest_idx" ON "person_search" USING btree (substr("name_key", 2));--> statement-breakpoint
CREATE INDEX "search_word_length_idx" ON "search_word" USING btree (left("word", 1),length("word"));--> statement-breakpoint
CREATE INDEX "search_word_rest_idx" ON "search_word" USING btree (substr("word", 2));--> statement-breakpoint
-- Each document table holds what its searches filter and order by, so that a search reads one
-- table through its indexes and joins the companies, people or headlines it shows only: the
-- keys an exact query is compared with (the name's, the shortname's and the former ones'), the
-- names alone (the words a query's words may start), the visibility and the date of the ties.
CREATE OR REPLACE FUNCTION refresh_company_search(ids integer[]) RETURNS void LANGUAGE plpgsql
  SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN
    RETURN;
  END IF;
  WITH company AS (
    SELECT o.id, o.name, o.shortname, o.short_description, o.description, o.city,
      o.published AND NOT o.is_dummy AS public, o.date_updated,
      former.names AS former_shortnames, former.keys AS former_keys, tags.names AS tags,
      projects.names AS projects, people.names AS people
    FROM organization o
    LEFT JOIN (SELECT organization_id, string_agg(replace(old_shortname, '-', ' '), ' '
        ORDER BY old_shortname) AS names, array_agg(search_key(old_shortname)) AS keys
      FROM shortname_redirect WHERE organization_id = ANY (ids) GROUP BY organization_id) former
      ON former.organization_id = o.id
    LEFT JOIN (SELECT ot.organization_id, string_agg(t.name, ' ' ORDER BY t.name) AS names
      FROM organization_tag ot JOIN tag t ON t.id = ot.tag_id
      WHERE ot.organization_id = ANY (ids) GROUP BY ot.organization_id) tags
      ON tags.organization_id = o.id
    LEFT JOIN (SELECT op.organization_id, string_agg(p.name, ' ' ORDER BY p.name) AS names
      FROM organizationproject op JOIN project p ON p.id = op.project_id
      WHERE op.organization_id = ANY (ids) GROUP BY op.organization_id) projects
      ON projects.organization_id = o.id
    LEFT JOIN (SELECT ok.organization_id, string_agg(k.name, ' ' ORDER BY k.name) AS names
      FROM organizationkeyperson ok JOIN keyperson k ON k.id = ok.key_person_id
      WHERE ok.organization_id = ANY (ids) GROUP BY ok.organization_id) people
      ON people.organization_id = o.id
    WHERE o.id = ANY (ids)
  ), words AS (
    INSERT INTO search_word (word)
    SELECT DISTINCT word FROM company,
      regexp_split_to_table(search_fold(concat_ws(' ', name, tags, projects)), '[^[:alnum:]]+') word
    WHERE length(word) >= 3
    ON CONFLICT DO NOTHING
  ), document AS (
    SELECT id, public, date_updated,
      search_vector(concat_ws(' ', name, replace(shortname, '-', ' '), former_shortnames), 'A')
        AS names,
      search_vector(concat_ws(' ', short_description, tags, projects), 'B')
        || search_vector(concat_ws(' ', description, city, people), 'C') AS rest,
      search_key(name) AS name_key,
      ARRAY(SELECT DISTINCT key FROM unnest(ARRAY[search_key(name), search_key(shortname)]
        || coalesce(former_keys, '{}')) AS key ORDER BY key) AS keys
    FROM company
  )
  INSERT INTO company_search (organization_id, document, name_key, keys, names, public, updated)
  SELECT id, names || rest, name_key, keys, names, public, date_updated FROM document
  ON CONFLICT (organization_id) DO UPDATE
    SET document = excluded.document, name_key = excluded.name_key, keys = excluded.keys,
      names = excluded.names, public = excluded.public, updated = excluded.updated
    WHERE (company_search.document, company_search.name_key, company_search.keys,
        company_search.public, company_search.updated)
      IS DISTINCT FROM (excluded.document, excluded.name_key, excluded.keys, excluded.public,
        excluded.updated);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_person_search(ids integer[]) RETURNS void LANGUAGE plpgsql
  SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN
    RETURN;
  END IF;
  WITH person AS (
    SELECT k.id, k.name, roles.names AS roles, roles.key_person_id IS NOT NULL AS public
    FROM keyperson k
    LEFT JOIN (SELECT ok.key_person_id,
        string_agg(concat_ws(' ', o.name, ok.role), ' ' ORDER BY o.name) AS names
      FROM organizationkeyperson ok JOIN organization o ON o.id = ok.organization_id
      WHERE ok.key_person_id = ANY (ids) AND o.published AND NOT o.is_dummy
      GROUP BY ok.key_person_id) roles
      ON roles.key_person_id = k.id
    WHERE k.id = ANY (ids)
  ), words AS (
    INSERT INTO search_word (word)
    SELECT DISTINCT word FROM person,
      regexp_split_to_table(search_fold(name), '[^[:alnum:]]+') word
    WHERE length(word) >= 3
    ON CONFLICT DO NOTHING
  )
  INSERT INTO person_search (person_id, document, name_key, names, name, public)
  SELECT id, search_vector(name, 'A') || search_vector(roles, 'B'), search_key(name),
    search_vector(name, 'A'), name, public
  FROM person
  ON CONFLICT (person_id) DO UPDATE SET document = excluded.document,
      name_key = excluded.name_key, names = excluded.names, name = excluded.name,
      public = excluded.public
    WHERE (person_search.document, person_search.name, person_search.public)
      IS DISTINCT FROM (excluded.document, excluded.name, excluded.public);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_headline_search(ids integer[]) RETURNS void LANGUAGE plpgsql
  SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO headline_search (headline_id, document, published, headline_date)
  SELECT h.id,
    search_vector(h.description, 'A') || search_vector(concat_ws(' ', h.media_outlet, companies.names), 'B'),
    h.published, h.headline_date
  FROM headline h
  LEFT JOIN (SELECT ho.headline_id, string_agg(o.name, ' ' ORDER BY o.name) AS names
    FROM headlineorganization ho JOIN organization o ON o.id = ho.organization_id
    WHERE ho.headline_id = ANY (ids) AND o.published AND NOT o.is_dummy
    GROUP BY ho.headline_id) companies
    ON companies.headline_id = h.id
  WHERE h.id = ANY (ids)
  ON CONFLICT (headline_id) DO UPDATE SET document = excluded.document,
      published = excluded.published, headline_date = excluded.headline_date
    WHERE (headline_search.document, headline_search.published, headline_search.headline_date)
      IS DISTINCT FROM (excluded.document, excluded.published, excluded.headline_date);
END $$;--> statement-breakpoint
-- Companies: published or hidden, their documents change too; a save that changes nothing a
-- document holds still moves the date ties are ordered by, set here at once (no refresh).
CREATE OR REPLACE FUNCTION search_on_organization() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
  renamed integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := ARRAY(SELECT id FROM new_rows);
  ELSE
    changed := ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.name, n.shortname, n.short_description, n.description, n.city, n.published,
          n.is_dummy)
        IS DISTINCT FROM (o.name, o.shortname, o.short_description, o.description, o.city,
          o.published, o.is_dummy));
    UPDATE company_search cs SET updated = n.date_updated
    FROM new_rows n
    WHERE cs.organization_id = n.id AND cs.updated IS DISTINCT FROM n.date_updated
      AND NOT n.id = ANY (changed);
    -- People's and headlines' documents hold the names of public companies only, so that a
    -- hidden company's name finds nothing: renamed, published or hidden, they change.
    renamed := ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.name, n.published, n.is_dummy) IS DISTINCT FROM (o.name, o.published, o.is_dummy));
    -- Most updates rename nothing (a list's change touches its company to bump its version).
    IF cardinality(renamed) > 0 THEN
      PERFORM mark_search_stale('p', ARRAY(SELECT DISTINCT key_person_id
        FROM organizationkeyperson WHERE organization_id = ANY (renamed)));
      PERFORM mark_search_stale('h', ARRAY(SELECT headline_id
        FROM headlineorganization WHERE organization_id = ANY (renamed)));
    END IF;
  END IF;
  PERFORM mark_search_stale('c', changed);
  RETURN NULL;
END $$;--> statement-breakpoint
-- A headline written: its document changes with its title or outlet, its row with its
-- publication and date.
CREATE OR REPLACE FUNCTION search_on_headline() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM mark_search_stale('h', ARRAY(SELECT id FROM new_rows));
  ELSE
    PERFORM mark_search_stale('h', ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.description, n.media_outlet, n.published, n.headline_date)
        IS DISTINCT FROM (o.description, o.media_outlet, o.published, o.headline_date)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
SELECT refresh_company_search(ARRAY(SELECT id FROM organization));--> statement-breakpoint
SELECT refresh_person_search(ARRAY(SELECT id FROM keyperson));--> statement-breakpoint
SELECT refresh_headline_search(ARRAY(SELECT id FROM headline));
