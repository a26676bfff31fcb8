import { describe, expect, it } from "vitest";
import { githubLicense, licenseText, sameLicense } from "@/lib/domain/project-license";

describe("a project's licence beside GitHub's", () => {
  it("takes curators' names and GitHub's SPDX ids for the same licence", () => {
    expect(sameLicense("Apache 2.0", "Apache-2.0")).toBe(true);
    expect(sameLicense("AGPLv3", "AGPL-3.0")).toBe(true);
    expect(sameLicense("GNU Affero General Public License v3.0", "AGPL-3.0")).toBe(true);
    expect(sameLicense("MIT / Apache-2.0", "Apache-2.0")).toBe(true);
    expect(sameLicense("Elastic License 2.0", "Apache-2.0")).toBe(false);
    expect(sameLicense("GPL-2.0", "GPL-3.0")).toBe(false);
  });

  it("shows GitHub's only when it differs, and never NOASSERTION", () => {
    expect(licenseText("Apache 2.0", "MIT")).toBe("License: Apache 2.0 (GitHub: MIT)");
    expect(licenseText("Apache 2.0", "Apache-2.0")).toBe("License: Apache 2.0");
    expect(licenseText(null, "MIT")).toBe("License: MIT (GitHub)");
    expect(licenseText("BSL 1.1", "NOASSERTION")).toBe("License: BSL 1.1");
    expect(licenseText(null, null)).toBeNull();
    expect(githubLicense(" NOASSERTION ")).toBeNull();
  });
});
