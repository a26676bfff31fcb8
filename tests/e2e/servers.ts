// Addresses of the servers the browser tests start (see playwright.config.ts).
export const APP_PORT = 3100;
export const FEED_URL = "http://127.0.0.1:3199";
