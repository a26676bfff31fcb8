import { getDatabase } from "./client";

/**
 * Opens the database as the server starts, so that an unreachable DATABASE_URL, a database
 * without the latest migrations or a busy embedded data directory stops the server with
 * one clear line instead of failing every request.
 */
export async function openDatabaseOrExit(): Promise<void> {
  try {
    const database = await getDatabase();
    console.log(`Database: ${database.label}`);
  } catch (error) {
    console.error(`Cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
}
