import type { Metadata } from "next";
import { signFrameToken } from "@/lib/auth/frame-token";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { FRAME_SIGN_IN_PATH } from "@/lib/domain/headline-frame-messages";
import { HandToFrame } from "./hand-to-frame";

export const metadata: Metadata = { title: "Signed in" };

/**
 * The sign-in window of the framed headline form: once signed in (through /login), it hands
 * the form that opened it a frame token and closes.
 */
export default async function SignedInPage() {
  const admin = await requireAdminPage(FRAME_SIGN_IN_PATH);
  const issued = signFrameToken(admin.email);
  return <HandToFrame token={issued?.token ?? null} />;
}
