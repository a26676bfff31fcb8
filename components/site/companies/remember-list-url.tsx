"use client";

import { useEffect } from "react";
import { BACK_URL_KEY } from "../back-url";

/** Stores the list URL for 'Back to Companies' and the previous/next links of company pages. */
export function RememberListUrl({ href }: { href: string }) {
  useEffect(() => {
    sessionStorage.setItem(BACK_URL_KEY, href);
  }, [href]);
  return null;
}
