// A project's licence as its card says it: the curated one, with the one GitHub detects beside
// it only when they differ. Curators write names ('Apache 2.0', 'AGPLv3'), GitHub gives SPDX
// ids ('Apache-2.0', 'AGPL-3.0'): both are reduced to one spelling before they are compared.

/** The SPDX id GitHub detected, or null when none (NOASSERTION: a licence it cannot name). */
export function githubLicense(spdx: string | null | undefined): string | null {
  const id = spdx?.trim();
  return id && id !== "NOASSERTION" ? id : null;
}

// Long names as SPDX abbreviates them, after the words 'license' and 'version' are gone.
const ABBREVIATIONS: [RegExp, string][] = [
  [/gnu affero general public/g, "agpl"],
  [/gnu lesser general public/g, "lgpl"],
  [/gnu general public/g, "gpl"],
  [/mozilla public/g, "mpl"],
  [/business source/g, "busl"],
  [/server side public/g, "sspl"],
];

function spelling(name: string): string {
  let text = name
    .toLowerCase()
    .replace(/\b(licen[cs]e|version)\b/g, " ")
    .replace(/-only\b/g, "")
    .replace(/-or-later\b/g, "+");
  for (const [long, short] of ABBREVIATIONS) text = text.replace(long, short);
  return text
    .replace(/(\d)\.0\b/g, "$1")
    .replace(/[^a-z0-9+]/g, "")
    .replace(/v(?=\d)/g, "");
}

/** Whether the curated licence names the detected one (either of 'MIT / Apache-2.0' will do). */
export function sameLicense(curated: string, detected: string): boolean {
  const wanted = spelling(detected);
  const parts = [curated, ...curated.split(/\s*(?:\/|\bor\b|\band\b)\s*/i)];
  return parts.some((part) => spelling(part) === wanted);
}

/** 'License: Apache 2.0 (GitHub: MIT)', 'License: MIT', 'License: MIT (GitHub)' or null. */
export function licenseText(curated: string | null, detectedSpdx: string | null): string | null {
  const own = curated?.trim() || null;
  const detected = githubLicense(detectedSpdx);
  if (own && detected && !sameLicense(own, detected))
    return `License: ${own} (GitHub: ${detected})`;
  if (own) return `License: ${own}`;
  return detected ? `License: ${detected} (GitHub)` : null;
}

type LicensedProject = {
  license: string | null;
  repository: { license_spdx: string | null } | null;
};

/** The licences of a company's projects, each once: the curated one, else GitHub's. */
export function projectLicenses(projects: readonly LicensedProject[]): string[] {
  const names = projects.map(
    (project) => project.license?.trim() || githubLicense(project.repository?.license_spdx),
  );
  return [...new Set(names.filter((name): name is string => Boolean(name)))];
}
