// Runs once when the server starts (Node.js runtime only; never during next build).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { startServerOrExit } = await import("@/lib/server-start");
  await startServerOrExit();
}
