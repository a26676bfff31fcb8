"use client";

import { useState } from "react";
import styles from "./headline-favicon.module.css";

type Props = { src: string | null; size?: number; fallback?: React.ReactNode };

/**
 * A decorative site icon (alt ""): the name beside it says what it is. When it is missing
 * or fails to load it is hidden, or replaced by the fallback when one is given.
 */
export function HeadlineFavicon({ src, size = 16, fallback = null }: Props) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <>{fallback}</>;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- small same-origin icons; no optimizer needed
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailed(true)}
      className={styles.icon}
    />
  );
}

/** A generic building icon for organizations without a usable site icon. */
export function OrganizationIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      width={16}
      height={16}
      className="shrink-0 fill-slate-400"
    >
      <path d="M3 1h7v4h3v10H3V1zm2 2v2h2V3H5zm0 4v2h2V7H5zm0 4v2h2v-2H5zm5-4v2h1V7h-1zm0 4v2h1v-2h-1z" />
    </svg>
  );
}
