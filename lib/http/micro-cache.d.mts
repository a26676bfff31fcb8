import type { IncomingMessage, ServerResponse } from "node:http";

export const SHARED_HERE_HEADER: string;
export function isShareableRequest(req: IncomingMessage): boolean;
export function isShareableResponse(res: ServerResponse): boolean;
export function createMicroCache(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): {
  handle(req: IncomingMessage, res: ServerResponse, next: () => unknown): unknown;
  size(): number;
  clear(): void;
};
