import type { Endpoint } from "../endpoint";
import { companiesEndpoint } from "./companies";
import { companyEndpoint } from "./company";
import { headlinesEndpoint } from "./headlines";
import { peopleEndpoint } from "./people";
import { personEndpoint } from "./person";
import { tagsEndpoint } from "./tags";

/** What the document and the reference page say of an endpoint (its handler left out). */
export type EndpointSpec = Omit<Endpoint, "handle">;

/** Every endpoint of /api/v1, in the order the reference presents them. */
export const ENDPOINTS: readonly EndpointSpec[] = [
  companiesEndpoint,
  companyEndpoint,
  peopleEndpoint,
  personEndpoint,
  headlinesEndpoint,
  tagsEndpoint,
];
