import type { RedisClientType } from "redis";

export type SharedRedis = {
  client: RedisClientType;
  ready: () => boolean;
  onReady: (listener: () => void) => void;
  url: string;
};

export function sharedRedis(): SharedRedis | null;
