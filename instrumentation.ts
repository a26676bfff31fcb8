// Runs once when the server starts: opens the database so that a wrong DATABASE_URL, a
// database without the latest migrations or a busy embedded data directory stops the
// server with one clear line, instead of failing every request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { getDatabase } = await import("@/lib/db/client");
  try {
    const database = await getDatabase();
    console.log(`Database: ${database.label}`);
  } catch (error) {
    console.error(`Cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
}
