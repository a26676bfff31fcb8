import { describe, expect, it } from "vitest";
import { linkedInKey } from "@/lib/domain/linkedin-url";

describe("linkedInKey", () => {
  it("gives one key to a profile URL however a curator pastes it", () => {
    const key = "linkedin.com/in/ada-lovelace";
    for (const url of [
      "https://www.linkedin.com/in/ada-lovelace",
      "http://linkedin.com/in/ada-lovelace/",
      "HTTPS://WWW.LinkedIn.com/in/Ada-Lovelace//",
      " https://www.linkedin.com/in/ada-lovelace?originalSubdomain=uk ",
      "https://www.linkedin.com/in/ada-lovelace/#about",
    ]) {
      expect(linkedInKey(url), url).toBe(key);
    }
  });

  it("keeps different profiles apart", () => {
    expect(linkedInKey("https://www.linkedin.com/in/ada-lovelace")).not.toBe(
      linkedInKey("https://www.linkedin.com/in/ada-lovelace-2"),
    );
  });
});
