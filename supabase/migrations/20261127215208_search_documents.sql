-- The search index (lib/search): the extensions, the documents and their triggers. A trigger
-- marks a document stale in the transaction of whatever write changes what it holds, so that no
-- write path can forget it, and the transaction refreshes what it marked as it commits.
-- Documents: a company's name, shortnames and former ones (weight A), its tagline, tags and
-- projects (B), its description, city and people (C); a person's name (A), public companies and
-- roles (B); a headline's title (A), public companies and outlet (B).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
-- Lower case without accents. unaccent() is only stable (its rules file could change): this
-- names its dictionary, so that an index may use it.
CREATE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN lower(unaccent('unaccent'::regdictionary, value));--> statement-breakpoint
-- Letters and digits only: "Post Hog", "post-hog" and "PostHog" are one key.
CREATE FUNCTION search_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN regexp_replace(search_fold(value), '[^[:alnum:]]+', '', 'g');--> statement-breakpoint
CREATE FUNCTION search_vector(value text, weight "char") RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN setweight(to_tsvector('english'::regconfig, coalesce(search_fold(value), '')), weight);--> statement-breakpoint
CREATE TABLE "company_search" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL,
	"name_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "headline_search" (
	"headline_id" integer PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_search" (
	"person_id" integer PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL,
	"name_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_word" (
	"word" text NOT NULL,
	CONSTRAINT "search_word_pkey" PRIMARY KEY("word")
);
--> statement-breakpoint
ALTER TABLE "company_search" ADD CONSTRAINT "company_search_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "headline_search" ADD CONSTRAINT "headline_search_headline_id_headline_id_fk" FOREIGN KEY ("headline_id") REFERENCES "public"."headline"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_search" ADD CONSTRAINT "person_search_person_id_keyperson_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."keyperson"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_search_document_idx" ON "company_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "company_search_name_key_idx" ON "company_search" USING btree ("name_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "company_search_name_key_trgm_idx" ON "company_search" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "headline_search_document_idx" ON "headline_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "person_search_document_idx" ON "person_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "person_search_name_key_idx" ON "person_search" USING btree ("name_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_word_trgm_idx" ON "search_word" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The refreshes of the documents of the rows `ids`, set-based: one statement per kind however
-- many rows. In PL/pgSQL, whose plans a session keeps (a SQL function's statements are planned
-- again on every call before PostgreSQL 18), with generic plans: left to choose, PL/pgSQL plans
-- these statements again for each array of ids, which doubled the time of a single save.
CREATE FUNCTION refresh_company_search(ids integer[]) RETURNS void LANGUAGE plpgsql
  SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN
    RETURN;
  END IF;
  WITH company AS (
    SELECT o.id, o.name, o.shortname, o.short_description, o.description, o.city,
      former.names AS former_shortnames, tags.names AS tags, projects.names AS projects,
      people.names AS people
    FROM organization o
    LEFT JOIN (SELECT organization_id, string_agg(replace(old_shortname, '-', ' '), ' '
        ORDER BY old_shortname) AS names
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
  )
  INSERT INTO company_search (organization_id, document, name_key)
  SELECT id,
    search_vector(concat_ws(' ', name, replace(shortname, '-', ' '), former_shortnames), 'A')
    || search_vector(concat_ws(' ', short_description, tags, projects), 'B')
    || search_vector(concat_ws(' ', description, city, people), 'C'),
    search_key(name)
  FROM company
  ON CONFLICT (organization_id) DO UPDATE
    SET document = excluded.document, name_key = excluded.name_key
    WHERE (company_search.document, company_search.name_key)
      IS DISTINCT FROM (excluded.document, excluded.name_key);
END $$;--> statement-breakpoint
CREATE FUNCTION refresh_person_search(ids integer[]) RETURNS void LANGUAGE plpgsql
  SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN
    RETURN;
  END IF;
  WITH person AS (
    SELECT k.id, k.name, roles.names AS roles
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
  INSERT INTO person_search (person_id, document, name_key)
  SELECT id, search_vector(name, 'A') || search_vector(roles, 'B'), search_key(name)
  FROM person
  ON CONFLICT (person_id) DO UPDATE SET document = excluded.document, name_key = excluded.name_key
    WHERE (person_search.document, person_search.name_key)
      IS DISTINCT FROM (excluded.document, excluded.name_key);
END $$;--> statement-breakpoint
CREATE FUNCTION refresh_headline_search(ids integer[]) RETURNS void LANGUAGE plpgsql
  SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO headline_search (headline_id, document)
  SELECT h.id,
    search_vector(h.description, 'A') || search_vector(concat_ws(' ', h.media_outlet, companies.names), 'B')
  FROM headline h
  LEFT JOIN (SELECT ho.headline_id, string_agg(o.name, ' ' ORDER BY o.name) AS names
    FROM headlineorganization ho JOIN organization o ON o.id = ho.organization_id
    WHERE ho.headline_id = ANY (ids) AND o.published AND NOT o.is_dummy
    GROUP BY ho.headline_id) companies
    ON companies.headline_id = h.id
  WHERE h.id = ANY (ids)
  ON CONFLICT (headline_id) DO UPDATE SET document = excluded.document
    WHERE headline_search.document IS DISTINCT FROM excluded.document;
END $$;--> statement-breakpoint
-- The documents a transaction made stale, refreshed once when it commits: an import writes a
-- company through five tables, and each would otherwise rewrite its document. Keyed by
-- transaction, so that concurrent writers never wait on each other's rows here.
CREATE TABLE search_stale (
  transaction_id xid8 NOT NULL,
  kind "char" NOT NULL, -- c: company, p: person, h: headline
  id integer NOT NULL,
  PRIMARY KEY (transaction_id, kind, id)
);--> statement-breakpoint
-- One row per transaction with stale documents: its insert queues the refresh at commit.
CREATE TABLE search_stale_transaction (transaction_id xid8 PRIMARY KEY);--> statement-breakpoint
CREATE FUNCTION mark_search_stale(stale_kind "char", ids integer[]) RETURNS void LANGUAGE plpgsql
  SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO search_stale_transaction VALUES (pg_current_xact_id()) ON CONFLICT DO NOTHING;
  INSERT INTO search_stale (transaction_id, kind, id)
  SELECT pg_current_xact_id(), stale_kind, stale_id FROM unnest(ids) AS stale_id
  ON CONFLICT DO NOTHING;
END $$;--> statement-breakpoint
CREATE FUNCTION refresh_stale_search() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  companies integer[];
  people integer[];
  headlines integer[];
BEGIN
  WITH refreshed AS (
    DELETE FROM search_stale WHERE transaction_id = NEW.transaction_id RETURNING kind, id
  )
  SELECT array_agg(id) FILTER (WHERE kind = 'c'), array_agg(id) FILTER (WHERE kind = 'p'),
    array_agg(id) FILTER (WHERE kind = 'h')
  INTO companies, people, headlines FROM refreshed;
  DELETE FROM search_stale_transaction WHERE transaction_id = NEW.transaction_id;
  PERFORM refresh_company_search(companies);
  PERFORM refresh_person_search(people);
  PERFORM refresh_headline_search(headlines);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER search_refresh_at_commit AFTER INSERT ON search_stale_transaction
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refresh_stale_search();--> statement-breakpoint
-- Companies: a change of what their documents hold. Statement triggers with transition tables,
-- so that a batch of thousands of rows marks its documents in one statement each.
CREATE FUNCTION search_on_organization() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
  renamed integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := ARRAY(SELECT id FROM new_rows);
  ELSE
    changed := ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.name, n.shortname, n.short_description, n.description, n.city)
        IS DISTINCT FROM (o.name, o.shortname, o.short_description, o.description, o.city));
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
CREATE TRIGGER organization_search_insert AFTER INSERT ON organization
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_on_organization();--> statement-breakpoint
CREATE TRIGGER organization_search_update AFTER UPDATE ON organization
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_on_organization();--> statement-breakpoint
-- A row linking companies to what their documents hold (tags, projects, former shortnames).
CREATE FUNCTION search_on_company_link() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM mark_search_stale('c', ARRAY(SELECT DISTINCT organization_id FROM new_rows));
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM mark_search_stale('c', ARRAY(SELECT DISTINCT organization_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A row linking people to companies: the company's document holds the person's name, the
-- person's the company's name and the role. An update refreshes only the links whose company,
-- person or role changed (a founder flag is in neither document).
CREATE FUNCTION search_on_person_link() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM mark_search_stale('c', ARRAY(SELECT organization_id FROM (
      (SELECT organization_id, key_person_id FROM new_rows
        EXCEPT SELECT organization_id, key_person_id FROM old_rows)
      UNION (SELECT organization_id, key_person_id FROM old_rows
        EXCEPT SELECT organization_id, key_person_id FROM new_rows)) AS moved));
    PERFORM mark_search_stale('p', ARRAY(SELECT key_person_id FROM (
      (SELECT organization_id, key_person_id, role FROM new_rows
        EXCEPT SELECT organization_id, key_person_id, role FROM old_rows)
      UNION (SELECT organization_id, key_person_id, role FROM old_rows
        EXCEPT SELECT organization_id, key_person_id, role FROM new_rows)) AS changed));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM mark_search_stale('c', ARRAY(SELECT DISTINCT organization_id FROM new_rows));
    PERFORM mark_search_stale('p', ARRAY(SELECT DISTINCT key_person_id FROM new_rows));
  ELSE
    PERFORM mark_search_stale('c', ARRAY(SELECT DISTINCT organization_id FROM old_rows));
    PERFORM mark_search_stale('p', ARRAY(SELECT DISTINCT key_person_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A row linking headlines to companies: the headline's document holds the company's name.
CREATE FUNCTION search_on_headline_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM mark_search_stale('h', ARRAY(SELECT DISTINCT headline_id FROM new_rows));
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM mark_search_stale('h', ARRAY(SELECT DISTINCT headline_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A headline written: an update refreshes its document only when its title or outlet changed.
CREATE FUNCTION search_on_headline() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM mark_search_stale('h', ARRAY(SELECT id FROM new_rows));
  ELSE
    PERFORM mark_search_stale('h', ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.description, n.media_outlet) IS DISTINCT FROM (o.description, o.media_outlet)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Tags, projects or people renamed: the documents of the companies (and people) holding them.
-- A statement trigger (an UPDATE OF name trigger cannot have transition tables), so that a
-- statement renaming thousands of rows marks their documents once.
CREATE FUNCTION search_on_rename() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  renamed integer[];
BEGIN
  renamed := ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.name IS DISTINCT FROM o.name);
  IF cardinality(renamed) = 0 THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'tag' THEN
    PERFORM mark_search_stale('c', ARRAY(SELECT DISTINCT organization_id FROM organization_tag
      WHERE tag_id = ANY (renamed)));
  ELSIF TG_TABLE_NAME = 'project' THEN
    PERFORM mark_search_stale('c', ARRAY(SELECT DISTINCT organization_id FROM organizationproject
      WHERE project_id = ANY (renamed)));
  ELSE
    PERFORM mark_search_stale('p', renamed);
    PERFORM mark_search_stale('c', ARRAY(SELECT DISTINCT organization_id FROM organizationkeyperson
      WHERE key_person_id = ANY (renamed)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION search_on_new_person() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM mark_search_stale('p', ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER organization_tag_search_insert AFTER INSERT ON organization_tag REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_on_company_link();--> statement-breakpoint
CREATE TRIGGER organization_tag_search_update AFTER UPDATE ON organization_tag
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_on_company_link();--> statement-breakpoint
CREATE TRIGGER organization_tag_search_delete AFTER DELETE ON organization_tag REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_on_company_link();--> statement-breakpoint
CREATE TRIGGER organizationproject_search_insert AFTER INSERT ON organizationproject REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_on_company_link();--> statement-breakpoint
CREATE TRIGGER organizationproject_search_update AFTER UPDATE ON organizationproject
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_on_company_link();--> statement-breakpoint
CREATE TRIGGER organizationproject_search_delete AFTER DELETE ON organizationproject REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_on_company_link();--> statement-breakpoint
CREATE TRIGGER shortname_redirect_search_insert AFTER INSERT ON shortname_redirect REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_on_company_link();--> statement-breakpoint
CREATE TRIGGER shortname_redirect_search_update AFTER UPDATE ON shortname_redirect
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_on_company_link();--> statement-breakpoint
CREATE TRIGGER shortname_redirect_search_delete AFTER DELETE ON shortname_redirect REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_on_company_link();--> statement-breakpoint
CREATE TRIGGER organizationkeyperson_search_insert AFTER INSERT ON organizationkeyperson REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_on_person_link();--> statement-breakpoint
CREATE TRIGGER organizationkeyperson_search_update AFTER UPDATE ON organizationkeyperson
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_on_person_link();--> statement-breakpoint
CREATE TRIGGER organizationkeyperson_search_delete AFTER DELETE ON organizationkeyperson REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_on_person_link();--> statement-breakpoint
CREATE TRIGGER headlineorganization_search_insert AFTER INSERT ON headlineorganization REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_on_headline_rows();--> statement-breakpoint
CREATE TRIGGER headlineorganization_search_update AFTER UPDATE ON headlineorganization
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_on_headline_rows();--> statement-breakpoint
CREATE TRIGGER headlineorganization_search_delete AFTER DELETE ON headlineorganization REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_on_headline_rows();--> statement-breakpoint
CREATE TRIGGER headline_search_insert AFTER INSERT ON headline REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_on_headline();--> statement-breakpoint
CREATE TRIGGER headline_search_update AFTER UPDATE ON headline
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_on_headline();--> statement-breakpoint
CREATE TRIGGER keyperson_search_insert AFTER INSERT ON keyperson REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_on_new_person();--> statement-breakpoint
CREATE TRIGGER tag_search_rename AFTER UPDATE ON tag
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_on_rename();--> statement-breakpoint
CREATE TRIGGER project_search_rename AFTER UPDATE ON project
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_on_rename();--> statement-breakpoint
CREATE TRIGGER keyperson_search_rename AFTER UPDATE ON keyperson
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_on_rename();--> statement-breakpoint
-- The documents of what the database already holds.
SELECT refresh_company_search(ARRAY(SELECT id FROM organization));--> statement-breakpoint
SELECT refresh_person_search(ARRAY(SELECT id FROM keyperson));--> statement-breakpoint
SELECT refresh_headline_search(ARRAY(SELECT id FROM headline));
