// Where server.mjs listens. With the development sign-in on (an email, no password), only this
// machine may reach the server: 127.0.0.1 and ::1, unless LISTEN_ADDRESS names the addresses.
import http from "node:http";

// server.mjs, which listens through listenAlso(), appends each connection's own address to
// X-Forwarded-For; `next start` and `next dev` keep whatever the client sent there instead.
// A global, not a module variable: Next bundles its own copy of this module.
const PEER_APPENDED = Symbol.for("coss-directory.peer-address-appended");

// A machine without IPv6 cannot bind ::1; 127.0.0.1 is enough there.
const NO_IPV6 = new Set(["EADDRNOTAVAIL", "EAFNOSUPPORT"]);

/** The addresses to listen on: LISTEN_ADDRESS (comma-separated), else loopback under the development sign-in; [undefined] is every interface. */
export function listenAddresses(env = process.env) {
  const named = (env.LISTEN_ADDRESS ?? "")
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
  if (named.length > 0) return named;
  return env.AUTH_DEV_LOGIN === "true" ? ["127.0.0.1", "::1"] : [undefined];
}

/** Whether this process's server appends the connection's address to X-Forwarded-For. */
export function peerAddressAppended() {
  return globalThis[PEER_APPENDED] === true;
}

function listening(server, port, address) {
  return new Promise((resolve, reject) => {
    if (server.listening) return resolve();
    server.once("error", reject);
    server.once("listening", () => {
      server.off("error", reject);
      resolve();
    });
    if (address !== null) server.listen(port, address);
  });
}

/**
 * Waits for `server` to listen, then listens on `more` addresses too, each handing its
 * requests to `server`; an unavailable ::1 is skipped with a line in the log. Resolves with
 * the addresses listened on.
 */
export async function listenAlso(server, port, more) {
  globalThis[PEER_APPENDED] = true;
  await listening(server, port, null);
  const bound = [server.address().address];
  for (const other of more) {
    const extra = http.createServer((req, res) => server.emit("request", req, res));
    try {
      await listening(extra, port, other);
      bound.push(other);
    } catch (error) {
      if (other !== "::1" || !NO_IPV6.has(error.code)) throw error;
      console.warn(`Not listening on ::1 (${error.code}): this machine has no IPv6 loopback.`);
    }
  }
  return bound;
}
