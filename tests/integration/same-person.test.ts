import { asc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { checkBatchFile } from "@/lib/admin/batch/check-batch-file";
import { createCompanyFromJson } from "@/lib/admin/companies/company-from-json";
import { createCompanyFromEditor, updateCompanyFromEditor } from "./editor-saves";
import { runTerminalCommand } from "@/lib/admin/terminal/run-terminal-command";
import { findNamesakes } from "@/lib/companies/same-person";
import { useDatabase, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { TEST_ADMIN } from "../fixtures/admin";
import { companyFixture } from "../fixtures/company";
import { runImport } from "./batch-rows";
import { openEditor } from "./company-rows";
import { DRIVERS, useFreshDatabase } from "./databases";

/** Every person of that name (any case), each with their companies, roles and accounts. */
async function peopleNamed(db: Db, name: string) {
  const people = await db
    .select({ id: t.keyperson.id, name: t.keyperson.name, linkedin: t.keyperson.linkedin_url })
    .from(t.keyperson)
    .where(eq(sql`lower(${t.keyperson.name})`, name.toLowerCase()))
    .orderBy(asc(t.keyperson.id));
  return Promise.all(
    people.map(async (person) => ({
      ...person,
      companies: (
        await db
          .select({ shortname: t.organization.shortname, role: t.organizationkeyperson.role })
          .from(t.organizationkeyperson)
          .innerJoin(t.organization, eq(t.organization.id, t.organizationkeyperson.organization_id))
          .where(eq(t.organizationkeyperson.key_person_id, person.id))
          .orderBy(asc(t.organization.shortname))
      ).map((link) => `${link.shortname} ${link.role}`),
      accounts: (
        await db
          .select({ url: t.keypersonsocialaccount.url })
          .from(t.keypersonsocialaccount)
          .where(eq(t.keypersonsocialaccount.key_person_id, person.id))
      ).map((account) => account.url),
    })),
  );
}

const ACME_DAVID = {
  id: expect.any(Number),
  name: "David Smith",
  linkedin: null,
  companies: ["acme CTO"],
  accounts: ["https://x.com/acme-david"],
};

const company = (name: string, people: unknown[]) =>
  companyFixture({ name, websites: [], projects: [], tags: [], key_people: people });

describe.each(DRIVERS)("who a key person is, on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(async () => {
    useDatabase(database());
    const created = await createCompanyFromJson(TEST_ADMIN, {
      name: "Acme",
      key_people: [
        {
          name: "David Smith",
          role: "CTO",
          social_accounts: [{ account_type: "x", url: "https://x.com/acme-david" }],
        },
        { name: "Ada Lovelace", role: "CEO", linkedin_url: "https://www.linkedin.com/in/ada" },
      ],
    });
    expect(created.ok).toBe(true);
  });

  it("the company editor makes a new person of a name alone, and keeps a company's own people on a re-save", async () => {
    const { db } = database();
    const saved = await createCompanyFromEditor(
      TEST_ADMIN,
      company("Beta", [{ name: "David Smith", role: "CEO" }]),
    );
    expect(saved.ok).toBe(true);
    expect(await peopleNamed(db, "David Smith")).toEqual([
      ACME_DAVID,
      {
        id: expect.any(Number),
        name: "David Smith",
        linkedin: null,
        companies: ["beta CEO"],
        accounts: [],
      },
    ]);
    // Saving a company again, with or without its people's ids in the form, keeps them.
    const peopleCount = async () => (await db.select().from(t.keyperson)).length;
    const before = await peopleCount();
    const opened = await openEditor("acme");
    const david = opened.form.key_people.find((person) => person.name === "David Smith")!;
    david.role = "CTO & Co-founder";
    expect(
      (await updateCompanyFromEditor(TEST_ADMIN, opened.id, opened.version, opened.form)).ok,
    ).toBe(true);
    // A form filled from JSON carries names without ids.
    const again = await openEditor("acme");
    again.form.key_people = again.form.key_people.map(({ person_id: _, ...person }) => ({
      ...person,
      role: `${person.role} (again)`,
    }));
    expect(
      (await updateCompanyFromEditor(TEST_ADMIN, again.id, again.version, again.form)).ok,
    ).toBe(true);
    expect(await peopleCount()).toBe(before);
    expect((await peopleNamed(db, "David Smith"))[0]).toEqual({
      ...ACME_DAVID,
      companies: ["acme CTO & Co-founder (again)"],
    });
  });

  it("the terminal makes a new person of a name alone, in any case", async () => {
    const { db } = database();
    await runTerminalCommand(
      TEST_ADMIN,
      'add {"name": "Beta", "key_people": [{"name": "david smith", "role": "CEO"}]}',
    );
    await runTerminalCommand(
      TEST_ADMIN,
      'update "Beta" {"add_key_people": [{"name": "David Smith", "role": "CFO"}]}',
    );
    expect(await peopleNamed(db, "David Smith")).toEqual([
      ACME_DAVID,
      {
        id: expect.any(Number),
        name: "david smith",
        linkedin: null,
        companies: ["beta CEO"],
        accounts: [],
      },
    ]);
  });

  it("a batch file makes new people of names alone, and its check notes the namesakes", async () => {
    const { db } = database();
    const file = JSON.stringify([
      { name: "Beta", key_people: [{ name: "David Smith", role: "CEO" }] },
      { name: "Gamma", key_people: [{ name: "Grace Hopper" }] },
    ]);
    const { report } = await checkBatchFile(db, "companies-json", new TextEncoder().encode(file));
    expect(report).toMatchObject({
      ok: true,
      problems: [],
      namesakes: ["Item 1, key_people.0.name: possibly the same person as David Smith (Acme)"],
    });
    expect((await runImport("companies-json", file)).done?.ok).toBe(true);
    expect(await peopleNamed(db, "David Smith")).toEqual([
      ACME_DAVID,
      {
        id: expect.any(Number),
        name: "David Smith",
        linkedin: null,
        companies: ["beta CEO"],
        accounts: [],
      },
    ]);
  });

  it("a namesake is named with their own company, whatever the ids", async () => {
    const { db } = database();
    // Grace's id is not Zeta's: her company is found by her own link.
    await createCompanyFromJson(TEST_ADMIN, {
      name: "Zeta",
      key_people: [{ name: "Grace Hopper" }],
    });
    expect(await findNamesakes(db, ["GRACE HOPPER", "Ada Lovelace", "Nobody"])).toEqual(
      new Map([
        ["grace hopper", [{ name: "Grace Hopper", company: "Zeta" }]],
        ["ada lovelace", [{ name: "Ada Lovelace", company: "Acme" }]],
      ]),
    );
  });

  it("the same LinkedIn URL, however written, is the same person everywhere", async () => {
    const { db } = database();
    const ada = (url: string) => [{ name: "Ada L.", role: "Advisor", linkedin_url: url }];
    await createCompanyFromEditor(TEST_ADMIN, company("Beta", ada("http://linkedin.com/in/ada/")));
    await runTerminalCommand(
      TEST_ADMIN,
      `add ${JSON.stringify({ name: "Gamma", key_people: ada("https://WWW.LinkedIn.com/in/ada") })}`,
    );
    await runImport(
      "companies-json",
      JSON.stringify([
        { name: "Delta", key_people: ada("https://www.linkedin.com/in/ada/?trk=x") },
      ]),
    );
    const [person, ...others] = await peopleNamed(db, "Ada Lovelace");
    expect(others).toEqual([]);
    expect(person.companies).toEqual([
      "acme CEO",
      "beta Advisor",
      "delta Advisor",
      "gamma Advisor",
    ]);
    expect(await peopleNamed(db, "Ada L.")).toEqual([]);
  });

  it("a person picked by id in the editor is that person, keeping their accounts", async () => {
    const { db } = database();
    const gamma = await createCompanyFromJson(TEST_ADMIN, {
      name: "Gamma",
      key_people: [
        {
          name: "David Smith",
          role: "CEO",
          social_accounts: [{ account_type: "x", url: "https://x.com/gamma-david" }],
        },
      ],
    });
    expect(gamma.ok).toBe(true);
    const [acmeDavid, gammaDavid] = await peopleNamed(db, "David Smith");
    const pick = { person_id: gammaDavid.id, name: "David Smith", role: "Advisor" };
    await createCompanyFromEditor(TEST_ADMIN, company("Beta", [pick]));
    // Picked in an existing company's editor: the row carries no accounts, his stay.
    const acme = await openEditor("acme");
    acme.form.key_people.push({ ...pick, is_founder: false, social_accounts: [] });
    expect((await updateCompanyFromEditor(TEST_ADMIN, acme.id, acme.version, acme.form)).ok).toBe(
      true,
    );
    expect(await peopleNamed(db, "David Smith")).toEqual([
      acmeDavid,
      { ...gammaDavid, companies: ["acme Advisor", "beta Advisor", "gamma CEO"] },
    ]);
  });
});
