import type { IncomingMessage, ServerResponse } from "node:http";

export function precompressStatic(distDir?: string): Promise<number>;
export function servePrecompressed(
  req: IncomingMessage,
  res: ServerResponse,
  distDir?: string,
): Promise<boolean>;
