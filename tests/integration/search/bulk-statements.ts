// Statements as imports, bulk actions, renames and deletes make them, each on every row of one
// group of `size` companies (with a person, a tag and a headline each): the same statements on
// a group of one and on a group of a thousand must refresh documents as many times.
import { sql, type SQL } from "drizzle-orm";

/** The statements, in order, on the rows of group `group` (a number no other group has). */
export function groupStatements(group: number, size: number): Record<string, SQL> {
  const town = `Town ${group}`;
  const tag = `Tag ${group}`;
  const companies = sql`(select id from organization where city = ${town})`;
  return {
    "insert companies": sql`insert into organization (name, shortname, city, published)
      select 'Firm ' || ${group} || '-' || i, 'firm-' || ${group} || '-' || i, ${town}, true
      from generate_series(1, ${size}) i`,
    "insert people": sql`insert into keyperson (name)
      select 'Person ' || ${group} || '-' || i from generate_series(1, ${size}) i`,
    "link people": sql`insert into organizationkeyperson (organization_id, key_person_id, role)
      select o.id, k.id, 'Founder' from organization o
      join keyperson k on k.name = 'Person ' || substr(o.shortname, 6)
      where o.city = ${town}`,
    "insert a tag": sql`insert into tag (name) values (${tag})`,
    "tag them": sql`insert into organization_tag (organization_id, tag_id)
      select o.id, t.id from organization o, tag t where o.city = ${town} and t.name = ${tag}`,
    "insert headlines": sql`insert into headline (headline_type, url, description)
      select 'funding', 'https://news.example/' || ${group} || '/' || i, 'News ' || i
      from generate_series(1, ${size}) i`,
    "link headlines": sql`insert into headlineorganization (headline_id, organization_id)
      select h.id, o.id from headline h join organization o
        on h.url = 'https://news.example/' || replace(substr(o.shortname, 6), '-', '/')
      where o.city = ${town}`,
    "rename companies": sql`update organization set name = name || ' Renamed'
      where city = ${town}`,
    "rename people": sql`update keyperson set name = name || ' Jr' where id in
      (select key_person_id from organizationkeyperson where organization_id in ${companies})`,
    "change roles": sql`update organizationkeyperson set role = 'CEO'
      where organization_id in ${companies}`,
    "rename the tag": sql`update tag set name = name || ' Renamed' where name = ${tag}`,
    unpublish: sql`update organization set published = false where city = ${town}`,
    "delete the tag": sql`delete from tag where name like ${`${tag}%`}`,
    "delete companies": sql`delete from organization where city = ${town}`,
  };
}
