import { STATUS_CODES } from "node:http";

/** An answer's status as users read it ('HTTP 500 Internal Server Error'), from its code alone. */
export function httpStatusText(status: number): string {
  const reason = STATUS_CODES[status];
  return reason ? `HTTP ${status} ${reason}` : `HTTP ${status}`;
}
