import "server-only";
import { z } from "zod";
import { personEndpoint } from "@/lib/api/endpoints/person";
import { askApiFollowingMove } from "../ask-api";
import { defineTool } from "../tool";

// get_person: the API's person (GET /api/v1/people/{id}), the same handler.

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
  // A person merged into another leads to the kept one.
  run: ({ id }) => askApiFollowingMove(personEndpoint, "id", String(id)),
});
