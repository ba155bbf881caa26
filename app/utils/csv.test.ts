import { describe, expect, test } from "vitest";
import { CsvError, csvLine, parseCsv } from "./csv";

describe("parseCsv", () => {
  test("reads quoted fields with commas, doubled quotes and line breaks, CRLF or LF, and skips blank lines", () => {
    const rows = parseCsv('\uFEFFemail,note\r\n"a@x.com","say ""hi"", then go"\n\nb@x.com,"two\nlines"\r\n');
    expect(rows).toEqual([
      { line: 1, cells: ["email", "note"] },
      { line: 2, cells: ["a@x.com", 'say "hi", then go'] },
      { line: 4, cells: ["b@x.com", "two\nlines"] },
    ]);
  });

  test("a last line without a line end counts; an unclosed quote is an error naming its line", () => {
    expect(parseCsv("email\nz@x.com")).toEqual([
      { line: 1, cells: ["email"] },
      { line: 2, cells: ["z@x.com"] },
    ]);
    expect(() => parseCsv('email\n"open@x.com\n')).toThrow(CsvError);
    expect(() => parseCsv('email\n"open@x.com\n')).toThrow(/line 2/);
  });
});

describe("csvLine", () => {
  test("quotes commas, quotes and line breaks (RFC 4180) and reads back the same", () => {
    const line = csvLine(["plain", 'say "hi", then go', "two\nlines", 12.5, null, true]);
    expect(line).toBe('plain,"say ""hi"", then go","two\nlines",12.5,,true\r\n');
    expect(parseCsv(line)[0].cells).toEqual(["plain", 'say "hi", then go', "two\nlines", "12.5", "", "true"]);
  });

  test("text a spreadsheet would run gets a leading apostrophe; our numbers stay numbers", () => {
    expect(csvLine(['=HYPERLINK("x")', "+1", "-2", "@SUM(A1)", "\tx", "\rx", "a=b", -12.5]).trimEnd()).toBe(
      `"'=HYPERLINK(""x"")",'+1,'-2,'@SUM(A1),'\tx,"'\rx",a=b,-12.5`,
    );
  });
});
