import { API_ROOT } from "@/lib/routes";
import { z } from "zod";
import { getPersonById } from "@/lib/queries/people";
import { getPersonRedirect } from "@/lib/queries/person-redirect";
import type { Endpoint } from "../endpoint";
import { parseParams } from "../params";
import { notFound } from "../problem";
import { personSchema } from "../schemas";
import { personDetail } from "../shape";

// GET /api/v1/people/{id} - one person of a published company

// Ids are Postgres integers: anything else names nobody.
const ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

export const personEndpoint: Endpoint<{ id: string }> = {
  path: `${API_ROOT}/people/{id}`,
  operationId: "getPerson",
  summary: "Get a person",
  description:
    "A person linked to a published company, with their social accounts and those companies. The id of a person merged into another answers 308 to that person.",
  pathParams: [
    { name: "id", description: "The person's id, as in their page's URL.", schema: z.int().min(1) },
  ],
  params: [],
  response: personSchema,
  subject: "person",
  exampleRequest: "/api/v1/people/1",
  async handle(_request, url, { id }) {
    parseParams(url, []);
    const number = ID.test(id) && Number(id) <= MAX_ID ? Number(id) : null;
    const person = number ? await getPersonById(number) : null;
    if (!person) {
      const current = number ? await getPersonRedirect(number) : null;
      if (current && current !== number) return { movedTo: `${API_ROOT}/people/${current}` };
      throw notFound(`No person of a published company has the id "${id.slice(0, 20)}".`);
    }
    return { data: personSchema.parse(personDetail(person)) };
  },
};
