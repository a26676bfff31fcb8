// The sign-in time carried by the session token through its refreshes (lib/auth/options.ts).
import "next-auth";
import "next-auth/jwt";

declare module "next-auth" {
  interface Session {
    signedInAt?: number;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    signedInAt?: number;
  }
}
