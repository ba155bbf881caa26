// The decision records stay an index a newcomer can read: numbered once each, titled, with one spelling of each
// status, and every one listed in docs/decisions/README.md.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../support/paths";

const folder = path.join(projectRoot, "docs/decisions");
const records = fs
  .readdirSync(folder)
  .filter((name) => /^\d{3}-[a-z0-9-]+\.md$/.test(name))
  .sort()
  .map((name) => ({
    name,
    number: name.slice(0, 3),
    text: fs.readFileSync(path.join(folder, name), "utf8"),
  }));
// The index's rows as cells, the padding that Prettier gives a Markdown table left out.
const indexRows = fs
  .readFileSync(path.join(folder, "README.md"), "utf8")
  .split("\n")
  .filter((line) => line.startsWith("| ["))
  .map((line) => line.split("|").map((cell) => cell.trim()));

describe("decision records", () => {
  it("are numbered 001 upward, each number once", () => {
    expect(records.map((record) => Number(record.number))).toEqual(records.map((_, i) => i + 1));
  });

  it.each(records)("$name has its number in its title and a status of one spelling", ({ number, text }) => {
    expect(text.split("\n")[0]).toMatch(new RegExp(`^# ${number}: \\S`));
    expect(text).toMatch(/^Status: (Proposed|Accepted|Superseded)\b/m);
  });

  it.each(records)("$name is listed in the index with its title", ({ name, number, text }) => {
    const title = text.split("\n")[0].replace(/^# \d{3}: /, "");
    expect(indexRows).toContainEqual(expect.arrayContaining([`[${number}](${name})`, title]));
  });
});
