import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { useDatabase } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { HONEYPOT_FIELD } from "@/lib/submissions/form-state";
import { storeSubmission } from "@/lib/submissions/store-submission";
import { submitForm } from "@/lib/submissions/submit-form";
import { DRIVERS, useFreshDatabase } from "./databases";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const company = { name: "Acme Data", website: "https://acme.dev", city: "Berlin, Germany" };

describe.each(DRIVERS)("community submissions on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  const stored = () =>
    selectRows<{
      kind: string;
      payload: Record<string, unknown>;
      status: string;
      submitter_ip: string;
    }>(database().db, sql`select kind, payload, status, submitter_ip from submission order by id`);
  beforeEach(() => useDatabase(database()));

  it("stores a valid company as a new submission with the parsed fields and the address", async () => {
    const state = await submitForm(
      "company",
      form({ ...company, year_founded: "2019", notes: " " }),
      "10.0.0.1",
    );
    expect(state.status).toBe("sent");
    expect(await stored()).toEqual([
      {
        kind: "company",
        payload: { ...company, year_founded: 2019 },
        status: "new",
        submitter_ip: "10.0.0.1",
      },
    ]);
  });

  it("takes a website typed as people type it, and refuses what is no web address", async () => {
    const sent = await submitForm(
      "company",
      form({ ...company, website: " acme.dev " }),
      "10.0.0.1",
    );
    expect(sent.status).toBe("sent");
    const [{ payload }] = await stored();
    expect(payload.website).toBe("https://acme.dev");
    for (const website of [
      "acme",
      "ftp://acme.dev",
      "mailto:ann@acme.dev",
      "https://ann:pw@acme.dev",
    ]) {
      const state = await submitForm("company", form({ ...company, website }), "10.0.0.1");
      expect(state.errors).toEqual({
        website: "Website must be a web address, such as supabase.com",
      });
    }
    expect(await stored()).toHaveLength(1);
  });

  it("answers bad input with an error per field, keeps what was typed and stores nothing", async () => {
    const typed = {
      name: "",
      website: "javascript:alert(1)",
      year_founded: "19",
      submitter_email: "nope",
    };
    const state = await submitForm("company", form(typed), "10.0.0.1");
    expect(state.status).toBe("invalid");
    expect(state.errors).toEqual({
      name: "Company name is required",
      website: "Website must be a web address, such as supabase.com",
      year_founded: "Year founded must be a 4-digit year",
      submitter_email: "Your email must be a valid email address",
    });
    expect(state.values).toEqual(typed);
    expect(await stored()).toEqual([]);
  });

  it("rejects fields over their limit", async () => {
    const state = await submitForm(
      "contact",
      form({ name: "Ann", email: "ann@example.com", subject: "x".repeat(151), message: "Hi" }),
      "10.0.0.1",
    );
    expect(state.errors).toEqual({ subject: "Subject must be at most 150 characters" });
    expect(await stored()).toEqual([]);
  });

  it("thanks a robot that filled the honeypot but stores nothing", async () => {
    const state = await submitForm(
      "company",
      form({ ...company, [HONEYPOT_FIELD]: "https://spam.example" }),
      "10.0.0.1",
    );
    expect(state.status).toBe("sent");
    expect(await stored()).toEqual([]);
  });

  it("limits an address to 5 submissions in 10 minutes, other addresses unaffected", async () => {
    const headline = {
      url: "https://news.example/a",
      title: "Acme raises",
      headline_type: "funding",
    };
    for (let i = 0; i < 5; i++) {
      expect((await submitForm("headline", form(headline), "10.0.0.2")).status).toBe("sent");
    }
    const limited = await submitForm("headline", form(headline), "10.0.0.2");
    expect(limited.status).toBe("limited");
    expect(limited.message).toBe(
      "Too many submissions from your address. Please try again in 10 minutes.",
    );
    expect(limited.values).toEqual(headline);
    expect((await submitForm("headline", form(headline), "10.0.0.3")).status).toBe("sent");
    expect(await stored()).toHaveLength(6);
  });

  it("counts the addresses of one IPv6 /64 as one client and another /64 apart", async () => {
    const contact = { name: "Ann", email: "ann@example.com", subject: "Hi", message: "Hello" };
    for (let i = 1; i <= 5; i++) {
      const state = await submitForm("contact", form(contact), `2001:db8:1:2::${i}`);
      expect(state.status).toBe("sent");
    }
    const sameSubnet = await submitForm("contact", form(contact), "2001:db8:1:2:ffff::9");
    expect(sameSubnet.status).toBe("limited");
    expect((await submitForm("contact", form(contact), "2001:db8:1:3::1")).status).toBe("sent");
    expect((await stored()).map((row) => row.submitter_ip)).toEqual([
      ...Array<string>(5).fill("2001:db8:1:2::/64"),
      "2001:db8:1:3::/64",
    ]);
  });

  it("counts only the submissions of the last 10 minutes", async () => {
    const { db } = database();
    for (let i = 0; i < 5; i++) {
      await storeSubmission(db, { kind: "contact", payload: {}, ip: "10.0.0.4" });
    }
    await db.execute(sql`update submission set created_at = now() - interval '11 minutes'`);
    expect(
      await storeSubmission(db, { kind: "contact", payload: {}, ip: "10.0.0.4" }),
    ).toMatchObject({
      stored: true,
    });
  });

  it("lets parallel posts from one address through only up to the limit", async () => {
    const { db } = database();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        storeSubmission(db, { kind: "contact", payload: {}, ip: "10.0.0.5" }),
      ),
    );
    expect(results.filter((result) => result.stored)).toHaveLength(5);
  });
});
