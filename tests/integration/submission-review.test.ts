import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  acceptSubmission,
  ALREADY_REVIEWED,
  rejectSubmission,
} from "@/lib/admin/review-submission";
import { countNewSubmissions, countSubmissions, listSubmissions } from "@/lib/admin/submissions";
import { useDatabase, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { SUBMISSION_SCHEMAS, type SubmissionKind } from "@/lib/validation/submission";
import { TEST_ADMIN } from "../fixtures/admin";
import { DRIVERS, useFreshDatabase } from "./databases";

/** Stores a submission as the public forms do: the parsed output of the form's schema. */
async function submit(db: Db, kind: SubmissionKind, form: Record<string, string>) {
  const payload = SUBMISSION_SCHEMAS[kind].parse(form);
  const [row] = await db
    .insert(t.submission)
    .values({ kind, payload, submitter_ip: "203.0.113.7" })
    .returning({ id: t.submission.id });
  return row.id;
}

const companyForm = (name = "Acme Data") => ({
  name,
  website: "https://acme.example.com",
  description: "Open source data tools.",
  city: "Berlin",
  year_founded: "2021",
  submitter_email: "founder@acme.example.com",
  notes: "",
});

const headlineForm = (companies: string) => ({
  url: "https://www.news.example.com/acme-raises",
  title: "Acme raises $10M",
  companies,
  headline_type: "funding",
  headline_date: "2025-06-01",
});

const contactForm = {
  name: "Ada",
  email: "ada@example.com",
  subject: "Hello",
  message: "A question about the directory.",
};

async function submissionRow(db: Db, id: number) {
  const [row] = await db.select().from(t.submission).where(eq(t.submission.id, id));
  return row;
}

async function addOrganization(db: Db, name: string, shortname: string) {
  const [row] = await db
    .insert(t.organization)
    .values({ name, shortname, published: true })
    .returning({ id: t.organization.id });
  return row.id;
}

/** The change history, oldest first, without its ids and times. */
async function historyRows(db: Db) {
  return db
    .select({
      admin_email: t.changeHistory.admin_email,
      entity_type: t.changeHistory.entity_type,
      entity_id: t.changeHistory.entity_id,
      entity_label: t.changeHistory.entity_label,
      action: t.changeHistory.action,
      before: t.changeHistory.before,
      after: t.changeHistory.after,
    })
    .from(t.changeHistory)
    .orderBy(t.changeHistory.id);
}

const BY_ADMIN = { admin_email: "admin@example.com" };

/** The answer of a review that worked, with what it created. */
function accepted<T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> {
  if (!result.ok) throw new Error(`the review was refused: ${JSON.stringify(result)}`);
  return result as Extract<T, { ok: true }>;
}

describe.each(DRIVERS)("submission review on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(() => useDatabase(database()));

  it("accepting a company creates it unpublished with its website, and links it", async () => {
    const { db } = database();
    const id = await submit(db, "company", companyForm());
    const result = await acceptSubmission(TEST_ADMIN, id);
    expect(result).toMatchObject({ ok: true, organization: { shortname: "acme-data" } });
    expect(result.message).toBe(
      'Company "Acme Data" created (unpublished) at /organizations/acme-data.',
    );

    const [company] = await db.select().from(t.organization);
    expect(company).toMatchObject({
      name: "Acme Data",
      shortname: "acme-data",
      published: false,
      description: "Open source data tools.",
      city: "Berlin",
      year_founded: 2021,
    });
    const websites = await db
      .select({ url: t.organizationwebsite.url })
      .from(t.organizationwebsite);
    expect(websites).toEqual([{ url: "https://acme.example.com" }]);

    const row = await submissionRow(db, id);
    expect(row).toMatchObject({ status: "accepted", organization_id: company.id });
    expect(row.reviewed_at).toBeInstanceOf(Date);

    expect(await historyRows(db)).toEqual([
      {
        ...BY_ADMIN,
        entity_type: "submission",
        entity_id: id,
        entity_label: "Acme Data",
        action: "update",
        before: { status: "new" },
        after: { status: "accepted", organization_id: company.id },
      },
      {
        ...BY_ADMIN,
        entity_type: "company",
        entity_id: company.id,
        entity_label: "Acme Data",
        action: "create",
        before: null,
        after: { name: "Acme Data", shortname: "acme-data" },
      },
    ]);
  });

  it("suffixes the shortname -2 when the slug is taken", async () => {
    const { db } = database();
    await addOrganization(db, "Acme Data", "acme-data");
    const id = await submit(db, "company", companyForm("  Acme   Data! "));
    const result = accepted(await acceptSubmission(TEST_ADMIN, id));
    expect(result.organization?.shortname).toBe("acme-data-2");
    expect(result.message).toContain("/organizations/acme-data-2");
  });

  it("accepting a headline links exact-name companies only and reports the others", async () => {
    const { db } = database();
    const acme = await addOrganization(db, "Acme", "acme");
    const beta = await addOrganization(db, "Beta Corp", "beta-corp");
    await addOrganization(db, "Acme Labs", "acme-labs");
    const id = await submit(
      db,
      "headline",
      headlineForm(" Acme ,beta corp, Beta Corp,Gamma, Acme"),
    );

    const result = accepted(await acceptSubmission(TEST_ADMIN, id));
    expect(result.ok).toBe(true);
    expect(result.headline).toMatchObject({
      linked: ["Acme", "Beta Corp"],
      unmatched: ["beta corp", "Gamma"],
    });
    expect(result.message).toBe(
      `Headline #${result.headline!.id} created (unpublished). Linked to Acme, Beta Corp. No company matched: beta corp, Gamma.`,
    );

    const [created] = await db.select().from(t.headline);
    expect(created).toMatchObject({
      description: "Acme raises $10M",
      url: "https://www.news.example.com/acme-raises",
      headline_type: "funding",
      headline_date: "2025-06-01",
      media_outlet: "news.example.com",
      published: false,
    });
    const links = await db
      .select({ organization_id: t.headlineorganization.organization_id })
      .from(t.headlineorganization)
      .orderBy(t.headlineorganization.organization_id);
    expect(links.map((link) => link.organization_id)).toEqual([acme, beta]);
    expect(await submissionRow(db, id)).toMatchObject({
      status: "accepted",
      headline_id: created.id,
    });
    expect(await historyRows(db)).toEqual([
      {
        ...BY_ADMIN,
        entity_type: "submission",
        entity_id: id,
        entity_label: "Acme raises $10M",
        action: "update",
        before: { status: "new" },
        after: { status: "accepted", headline_id: created.id },
      },
      {
        ...BY_ADMIN,
        entity_type: "headline",
        entity_id: created.id,
        entity_label: "Acme raises $10M",
        action: "create",
        before: null,
        after: {
          description: "Acme raises $10M",
          url: "https://www.news.example.com/acme-raises",
        },
      },
    ]);
  });

  it("a headline naming no companies is created without links", async () => {
    const { db } = database();
    const id = await submit(db, "headline", headlineForm(""));
    const result = await acceptSubmission(TEST_ADMIN, id);
    expect(result.message).toMatch(/created \(unpublished\)\. No companies were named\.$/);
    expect(await db.$count(t.headlineorganization)).toBe(0);
  });

  it("marking a contact message handled creates nothing", async () => {
    const { db } = database();
    const id = await submit(db, "contact", contactForm);
    expect(await acceptSubmission(TEST_ADMIN, id)).toEqual({
      ok: true,
      message: "Marked as handled.",
    });
    expect(await submissionRow(db, id)).toMatchObject({
      status: "accepted",
      organization_id: null,
      headline_id: null,
    });
    expect(await db.$count(t.organization)).toBe(0);
    expect(await db.$count(t.headline)).toBe(0);
    expect(await historyRows(db)).toEqual([
      {
        ...BY_ADMIN,
        entity_type: "submission",
        entity_id: id,
        entity_label: "Hello",
        action: "update",
        before: { status: "new" },
        after: { status: "accepted" },
      },
    ]);
  });

  it("rejecting keeps the record and creates nothing", async () => {
    const { db } = database();
    const id = await submit(db, "company", companyForm());
    expect(await rejectSubmission(TEST_ADMIN, id)).toEqual({
      ok: true,
      message: "Submission rejected.",
    });
    const row = await submissionRow(db, id);
    expect(row).toMatchObject({ status: "rejected", organization_id: null });
    expect(row.payload).toMatchObject({ name: "Acme Data" });
    expect(row.reviewed_at).toBeInstanceOf(Date);
    expect(await db.$count(t.organization)).toBe(0);
    expect(await historyRows(db)).toEqual([
      {
        ...BY_ADMIN,
        entity_type: "submission",
        entity_id: id,
        entity_label: "Acme Data",
        action: "update",
        before: { status: "new" },
        after: { status: "rejected" },
      },
    ]);
  });

  it("a second review is refused and changes nothing", async () => {
    const { db } = database();
    const id = await submit(db, "company", companyForm());
    await acceptSubmission(TEST_ADMIN, id);
    const before = await submissionRow(db, id);
    const recorded = await historyRows(db);

    for (const again of [acceptSubmission, rejectSubmission]) {
      expect(await again(TEST_ADMIN, id)).toEqual({ ok: false, message: ALREADY_REVIEWED });
    }
    expect(await submissionRow(db, id)).toEqual(before);
    expect(await db.$count(t.organization)).toBe(1);
    expect(await historyRows(db)).toEqual(recorded);
    expect(await acceptSubmission(TEST_ADMIN, 999_999)).toEqual({
      ok: false,
      message: "Submission not found.",
    });
  });

  it("concurrent accepts of one submission create one company", async () => {
    const { db } = database();
    const id = await submit(db, "company", companyForm());
    const results = await Promise.all([
      acceptSubmission(TEST_ADMIN, id),
      acceptSubmission(TEST_ADMIN, id),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([
      { ok: false, message: ALREADY_REVIEWED },
    ]);
    expect(await db.$count(t.organization)).toBe(1);
    expect((await historyRows(db)).map((row) => row.entity_type)).toEqual([
      "submission",
      "company",
    ]);
  });

  it("a failure half-way rolls the whole review back", async () => {
    const { db } = database();
    const company = await submit(db, "company", companyForm());
    const headline = await submit(db, "headline", headlineForm("Acme"));
    await addOrganization(db, "Acme", "acme");
    // The last step (marking the submission reviewed) fails, after the items were created.
    await db.execute(sql`create function refuse_review() returns trigger language plpgsql as
      $$ begin raise exception 'review refused by test'; end $$`);
    await db.execute(sql`create trigger refuse_review before update on submission
      for each row execute function refuse_review()`);

    // The failure is logged for the operator; keep it out of the test output.
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      for (const id of [company, headline]) {
        expect(await acceptSubmission(TEST_ADMIN, id)).toEqual({
          ok: false,
          message: "An error occurred while accepting the submission; nothing was changed.",
        });
        expect(await submissionRow(db, id)).toMatchObject({ status: "new", reviewed_at: null });
      }
      expect(log).toHaveBeenCalledTimes(2);
    } finally {
      log.mockRestore();
    }
    expect(await db.$count(t.organization)).toBe(1);
    expect(await db.$count(t.organizationwebsite)).toBe(0);
    expect(await db.$count(t.headline)).toBe(0);
    expect(await db.$count(t.headlineorganization)).toBe(0);
    expect(await db.$count(t.changeHistory)).toBe(0);
  });

  it("a stored payload that fails the admin-side checks is refused and changes nothing", async () => {
    const { db } = database();
    // Written past the form's schema, as an old or tampered row could be.
    const [{ id }] = await db
      .insert(t.submission)
      .values({
        kind: "headline",
        payload: { url: "javascript:alert(1)", title: "Bad", headline_type: "funding" },
      })
      .returning({ id: t.submission.id });
    const result = await acceptSubmission(TEST_ADMIN, id);
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(
      /^This submission cannot become a headline: url must be an http\(s\) URL/,
    );
    expect(await submissionRow(db, id)).toMatchObject({ status: "new", reviewed_at: null });
    expect(await db.$count(t.headline)).toBe(0);
  });

  it("lists newest first, filters by status, pages by 25 and counts the new ones", async () => {
    const { db } = database();
    const ids = [];
    for (let i = 0; i < 27; i++) ids.push(await submit(db, "contact", contactForm));
    const company = await submit(db, "company", companyForm());
    await rejectSubmission(TEST_ADMIN, ids[0]);
    await acceptSubmission(TEST_ADMIN, company);
    // Same-transaction timestamps could tie: spread them out so that the order is by time.
    await db.execute(
      sql`update submission set created_at = now() - (100 - id) * interval '1 minute'`,
    );

    const first = await listSubmissions(TEST_ADMIN, { page: 1 });
    expect(first).toMatchObject({ total: 28, page: 1, pages: 2, pageSize: 25 });
    expect(first.items[0]).toMatchObject({
      id: company,
      kind: "company",
      status: "accepted",
      organization: { name: "Acme Data", shortname: "acme-data" },
      headline: null,
    });
    expect(first.items.map((item) => item.id)).toEqual([
      company,
      ...[...ids].reverse().slice(0, 24),
    ]);
    const last = await listSubmissions(TEST_ADMIN, { page: 9 });
    expect(last.page).toBe(2);
    expect(last.items.map((item) => item.id)).toEqual([ids[2], ids[1], ids[0]]);

    const rejected = await listSubmissions(TEST_ADMIN, { status: "rejected", page: 1 });
    expect(rejected.items.map((item) => item.id)).toEqual([ids[0]]);
    expect(rejected.items[0].reviewed_at).toEqual(expect.any(String));
    expect(await countSubmissions(TEST_ADMIN)).toEqual({
      all: 28,
      new: 26,
      accepted: 1,
      rejected: 1,
    });
    expect(await countNewSubmissions(TEST_ADMIN)).toBe(26);
  });
});
