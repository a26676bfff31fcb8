import "server-only";
import { z } from "zod";
import { personEndpoint } from "@/lib/api/endpoints/person";
import { askApi } from "../ask-api";
import { defineTool } from "../tool";

// get_person: the API's person (GET /api/v1/people/{id}), the same handler.

async function readPerson(id: number): Promise<Record<string, unknown>> {
  const answer = await askApi(personEndpoint, { id: String(id) });
  if ("data" in answer) return answer.data as Record<string, unknown>;
  // A person merged into another: the kept one.
  const kept = await askApi(personEndpoint, { id: answer.movedTo.split("/").pop()! });
  if (!("data" in kept)) throw new Error(`person ${id} moved twice`);
  return kept.data as Record<string, unknown>;
}

export const getPersonTool = defineTool({
  name: "get_person",
  title: "Get a person",
  description:
    "One person linked to a published company: their companies and roles (founder or not), LinkedIn and other social accounts. `url` is their page on the site. Find the id with search (kind people) or in a company's key_people (person_id).",
  inputSchema: z
    .object({
      id: z.int().min(1).max(2_147_483_647).describe("The person's id, as in their page's URL."),
    })
    .strict(),
  run: ({ id }) => readPerson(id),
});
