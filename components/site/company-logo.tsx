"use client";

import { useState } from "react";
import { PLACEHOLDER_LOGO } from "@/lib/domain/placeholder-logo";

type Props = { src: string; name: string; size?: number; className?: string };

/**
 * A company logo that falls back to the placeholder when the image fails to load. Logos are
 * drawn for light backgrounds, so their tile stays white in the dark theme.
 */
export function CompanyLogo({ src, name, size = 40, className = "" }: Props) {
  const [failed, setFailed] = useState(false);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- small same-origin icons; no optimizer needed
    <img
      src={failed ? PLACEHOLDER_LOGO : src}
      alt={`${name} logo`}
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailed(true)}
      className={`shrink-0 rounded-md bg-[#fff] object-contain ${className}`}
    />
  );
}
