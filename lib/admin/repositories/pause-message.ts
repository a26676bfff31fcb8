import "server-only";
import type { SweepState } from "@/lib/github/sweep-state";
import { formatClockTime } from "./sync-formats";

// A pause of the GitHub sync in plain words. A pause with a stop reason is ours (a refused
// token: ask again an hour later); one without is GitHub's (a limit, a spent budget).

type Pause = Pick<SweepState, "paused_until" | "stop_reason">;

/** Whether no sync may send a request yet. */
export const isPaused = (state: Pause | null, now: Date): state is Pause & { paused_until: Date } =>
  Boolean(state?.paused_until && state.paused_until > now);

/** 'GitHub is rate limiting us until 13:00 UTC.', or for a stop of ours, until when it lasts. */
export function pauseLine(pause: { paused_until: Date; stop_reason: string | null }, now: Date) {
  const until = formatClockTime(pause.paused_until, now);
  if (pause.stop_reason) return `The sync is paused until ${until}.`;
  return `GitHub is rate limiting us until ${until}.`;
}

/** The pause with its reason: why nothing is sent, and until when. */
export function pauseMessage(pause: { paused_until: Date; stop_reason: string | null }, now: Date) {
  const line = pauseLine(pause, now);
  return pause.stop_reason ? `${pause.stop_reason} ${line}` : line;
}
