// Kept while lib/queries/exists.ts still imports the condition from here.
export { PUBLIC_ORGANIZATION } from "./visibility";
