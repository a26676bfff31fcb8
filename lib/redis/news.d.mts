export const NEWS_CHANNEL: string;
export const news: { self: string; listeners: Set<() => void> };
export function forgetOnEveryWrite(forget: () => void): void;
export function forgetHere(): void;
export function tellEveryServer(): void;
