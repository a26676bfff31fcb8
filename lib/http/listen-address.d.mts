import type { Server } from "node:http";

export function listenAddresses(env?: NodeJS.ProcessEnv): (string | undefined)[];
export function peerAddressAppended(): boolean;
export function listenAlso(
  server: Server,
  port: number,
  more: (string | undefined)[],
): Promise<string[]>;
