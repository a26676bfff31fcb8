// POST /api/admin/repositories/sync-all - makes every repository due and runs the GitHub sweep
// now, streaming its progress as NDJSON (admins only; a write from another site is refused)

import { syncAllRepositories } from "@/lib/admin/repositories/sync-all-repositories";
import type { SyncAllEvent } from "@/lib/admin/repositories/sync-all-events";
import { withAdmin } from "@/lib/auth/require-admin";

export const POST = withAdmin(async (_request, _context, admin) => {
  const encoder = new TextEncoder();
  let listening = true;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (event: SyncAllEvent) => {
        if (!listening) return;
        try {
          controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
        } catch {
          listening = false;
        }
      };
      // The sweep runs to its end even when the page is left: it is not tied to the stream.
      syncAllRepositories(admin, send)
        .catch((error) => {
          console.error("Sync all now failed:", error);
          send({ type: "error", message: "The sync failed: see the server's log." });
        })
        .finally(() => {
          if (listening) controller.close();
          listening = false;
        });
    },
    cancel() {
      listening = false;
    },
  });
  return new Response(stream, {
    headers: { "Content-Type": "application/x-ndjson; charset=utf-8" },
  });
});
