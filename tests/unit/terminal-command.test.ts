import { describe, expect, it } from "vitest";
import {
  ADD_USAGE,
  EXAMPLE_HINT,
  HELP_HINT,
  LIST_USAGE,
  parseTerminalCommand as parse,
  UPDATE_USAGE,
} from "@/lib/domain/terminal-command";

const list = (options: object) => ({
  kind: "list",
  options: { limit: 20, search: null, published: null, ...options },
});
const listError = (message: string) => ({ kind: "error", message, hints: [LIST_USAGE] });
const updateUsage = { kind: "error", message: UPDATE_USAGE, hints: [] };

describe("terminal command line", () => {
  it("ignores an empty line", () => {
    expect(parse("")).toEqual({ kind: "empty" });
    expect(parse("  \n\t ")).toEqual({ kind: "empty" });
  });

  it("reads the commands without arguments, in any case and with spaces around", () => {
    expect(parse("help")).toEqual({ kind: "help" });
    expect(parse("  HELP  ")).toEqual({ kind: "help" });
    expect(parse("example")).toEqual({ kind: "example" });
    expect(parse("Clear")).toEqual({ kind: "clear" });
  });

  it("names an unknown command and points to help", () => {
    expect(parse("delete acme")).toEqual({
      kind: "error",
      message: "Unknown command: delete",
      hints: [HELP_HINT],
    });
    expect(parse("[1, 2]")).toMatchObject({ message: "Unknown command: [1," });
  });

  describe("create", () => {
    it("takes a JSON object on its own, multi-line too", () => {
      expect(parse(' {"name": "Acme"} ')).toEqual({ kind: "create", json: '{"name": "Acme"}' });
      const pasted = '{\n  "name": "Acme",\n  "city": "Berlin"\n}';
      expect(parse(pasted)).toEqual({ kind: "create", json: pasted });
    });

    it("takes add with the JSON from the first opening brace", () => {
      expect(parse('add {"name":"Acme"}')).toEqual({ kind: "create", json: '{"name":"Acme"}' });
      expect(parse('add   \n {"name":"Acme"}')).toEqual({
        kind: "create",
        json: '{"name":"Acme"}',
      });
      expect(parse('add{"name":"Acme"}')).toEqual({ kind: "create", json: '{"name":"Acme"}' });
    });

    it("keeps braces and quotes inside the JSON strings as typed", () => {
      const json = '{"name": "Curly {Braces} \\"Inc\\"", "description": "a } b { c"}';
      expect(parse(`add ${json}`)).toEqual({ kind: "create", json });
      expect(parse(json)).toEqual({ kind: "create", json });
    });

    it("answers add without JSON with the error and the usage", () => {
      const noJson = {
        kind: "error",
        message: "Error: No JSON data provided",
        hints: [ADD_USAGE, EXAMPLE_HINT],
      };
      expect(parse("add")).toEqual(noJson);
      expect(parse("add Acme")).toEqual(noJson);
    });
  });

  describe("update", () => {
    it("takes a quoted name and the JSON", () => {
      expect(parse('update "Acme Data" {"city":"Berlin"}')).toEqual({
        kind: "update",
        target: "Acme Data",
        json: '{"city":"Berlin"}',
      });
    });

    it('reads \\" inside a quoted name, and braces in it', () => {
      expect(parse('update "The \\"Best\\" {Co}" {"city":"Oslo"}')).toEqual({
        kind: "update",
        target: 'The "Best" {Co}',
        json: '{"city":"Oslo"}',
      });
    });

    it("takes an unquoted one-word name or shortname", () => {
      expect(parse('update acme-data {"published":true}')).toEqual({
        kind: "update",
        target: "acme-data",
        json: '{"published":true}',
      });
      expect(parse('update Acme{"published":true}')).toMatchObject({ target: "Acme" });
    });

    it("tolerates extra spaces and new lines between the parts", () => {
      expect(parse('  update    "Acme Data"   \n {\n "city": "Berlin"\n}  ')).toEqual({
        kind: "update",
        target: "Acme Data",
        json: '{\n "city": "Berlin"\n}',
      });
      expect(parse('update   Acme    Data  {"city":"x"}')).toMatchObject({ target: "Acme Data" });
    });

    it("keeps braces and quotes inside the JSON strings as typed", () => {
      const json = '{"description": "uses \\"{}\\" a lot", "add_tags": [{"category": "x"}]}';
      expect(parse(`update "Acme" ${json}`)).toEqual({ kind: "update", target: "Acme", json });
    });

    it("answers fewer than three words, or no JSON, with the usage", () => {
      expect(parse("update")).toEqual(updateUsage);
      expect(parse("update Acme")).toEqual(updateUsage);
      expect(parse('update "Acme Data"')).toEqual(updateUsage);
      expect(parse('update "Acme Data" city=Berlin')).toEqual(updateUsage);
      expect(parse('update {"city":"Berlin"}')).toEqual(updateUsage);
      expect(parse('update "" {"city":"Berlin"}')).toEqual(updateUsage);
      expect(parse('update "Acme {"city":"Berlin"}')).toEqual(updateUsage);
    });
  });

  describe("list", () => {
    it("lists 20 of every company by default", () => {
      expect(parse("list")).toEqual(list({}));
    });

    it("takes --limit", () => {
      expect(parse("list --limit 2")).toEqual(list({ limit: 2 }));
      expect(parse("list   --limit   200 ")).toEqual(list({ limit: 200 }));
    });

    it("takes --search, one word, several, or quoted", () => {
      expect(parse("list --search data")).toEqual(list({ search: "data" }));
      expect(parse("list --search open source --limit 5")).toEqual(
        list({ search: "open source", limit: 5 }),
      );
      expect(parse('list --search "Acme \\"Data\\""')).toEqual(list({ search: 'Acme "Data"' }));
    });

    it("takes --published true or false", () => {
      expect(parse("list --published true")).toEqual(list({ published: true }));
      expect(parse("list --published FALSE")).toEqual(list({ published: false }));
    });

    it("combines the flags in any order", () => {
      expect(parse("list --published false --search ac --limit 3")).toEqual(
        list({ limit: 3, search: "ac", published: false }),
      );
    });

    it("names the flag of a bad value", () => {
      const limit = listError("Error: --limit must be a whole number from 1 to 200");
      expect(parse("list --limit 0")).toEqual(limit);
      expect(parse("list --limit 201")).toEqual(limit);
      expect(parse("list --limit -5")).toEqual(limit);
      expect(parse("list --limit 2.5")).toEqual(limit);
      expect(parse("list --limit ten")).toEqual(limit);
      expect(parse("list --published yes")).toEqual(
        listError("Error: --published must be true or false"),
      );
    });

    it("names a flag without its value", () => {
      expect(parse("list --limit")).toEqual(listError("Error: --limit needs a value"));
      expect(parse("list --search --limit 2")).toEqual(listError("Error: --search needs a value"));
      expect(parse('list --search ""')).toEqual(listError("Error: --search needs a value"));
      expect(parse("list --published")).toEqual(listError("Error: --published needs a value"));
    });

    it("names an unknown option, a stray argument and an unclosed quote", () => {
      expect(parse("list --sort name")).toEqual(listError("Error: Unknown option --sort"));
      expect(parse("list acme")).toEqual(listError("Error: Unexpected argument: acme"));
      expect(parse("list --limit 2 3")).toEqual(listError("Error: Unexpected argument: 3"));
      expect(parse('list --search "acme')).toEqual(
        listError("Error: Unclosed quote in the list command"),
      );
    });
  });
});
