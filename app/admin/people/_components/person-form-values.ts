import type { PersonRecord } from "@/lib/admin/people/person-record";

type PersonSocialAccount = PersonRecord["social_accounts"][number];
type PersonCompany = PersonRecord["companies"][number];

// What the person form holds while it is edited: text as typed, and per company the name
// shown on its row. The server validates it (lib/validation/person.ts).

export type AccountRow = Omit<PersonSocialAccount, "id"> & { key: string };
export type CompanyRow = Omit<PersonCompany, "role"> & { role: string };
export type PersonFormValues = {
  name: string;
  linkedin_url: string;
  social_accounts: AccountRow[];
  companies: CompanyRow[];
};

export const EMPTY_PERSON: PersonFormValues = {
  name: "",
  linkedin_url: "",
  social_accounts: [],
  companies: [],
};

/** The form's values for a stored person. */
export function personFormValues(person: PersonRecord): PersonFormValues {
  return {
    name: person.name,
    linkedin_url: person.linkedin_url ?? "",
    social_accounts: person.social_accounts.map((account) => ({
      key: `account-${account.id}`,
      account_type: account.account_type,
      url: account.url,
    })),
    companies: person.companies.map((company) => ({ ...company, role: company.role ?? "" })),
  };
}

/** What the form sends to the server: the fields the person schema reads. */
export function personFormInput(values: PersonFormValues) {
  return {
    name: values.name,
    linkedin_url: values.linkedin_url,
    social_accounts: values.social_accounts.map(({ account_type, url }) => ({ account_type, url })),
    companies: values.companies.map(({ organization_id, role, is_founder }) => ({
      organization_id,
      role,
      is_founder,
    })),
  };
}
