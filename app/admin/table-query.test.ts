import { expect, test } from "vitest";
import { parseCsv } from "~/utils/csv";
import { toCsv, toTableRow } from "./table-query";

test("the CSV import reads back what the data table's CSV export writes", () => {
  const csv = toCsv(
    [toTableRow({ email: "c@x.com", status: "confirmed", note: 'a "b", c' })],
    ["email", "status", "note"],
  );
  expect(parseCsv(csv).map((row) => row.cells)).toEqual([
    ["email", "status", "note"],
    ["c@x.com", "confirmed", 'a "b", c'],
  ]);
});
