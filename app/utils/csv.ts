// Reads and writes CSV (RFC 4180: comma-separated, fields in double quotes may hold commas, quotes doubled and line
// breaks). Lines read may end in CRLF or LF and a leading byte-order mark is dropped; lines written end in CRLF.

/** A value a CSV cell is written from: a number is written as it is, text is quoted and defused as needed. */
export type CsvValue = string | number | boolean | null | undefined;

/**
 * One cell. Text a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return) gets a
 * leading apostrophe (CSV injection); a number is ours and cannot be a formula, so -12.5 stays a number. A cell with a
 * comma, a quote or a line break is quoted, its quotes doubled.
 */
function csvCell(value: CsvValue) {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, with its CRLF line end. */
export const csvLine = (values: readonly CsvValue[]) => values.map(csvCell).join(",") + "\r\n";

export type CsvRow = { line: number; cells: string[] };

/** Rows with the line each starts on (1-based); blank lines are skipped. Throws on an unterminated quote. */
export function parseCsv(text: string): CsvRow[] {
  const source = text.replace(/^\uFEFF/, "");
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let i = 0;

  const endRow = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0].trim() !== "") rows.push({ line: rowLine, cells });
    cells = [];
    cell = "";
  };

  while (i < source.length) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else {
        if (char === "\n") line++;
        cell += char;
      }
      i++;
      continue;
    }
    if (char === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else if (char === ",") {
      cells.push(cell);
      cell = "";
    } else if (char === "\r" || char === "\n") {
      if (char === "\r" && source[i + 1] === "\n") i++;
      endRow();
      line++;
      rowLine = line;
    } else cell += char;
    i++;
  }
  if (quoted) throw new CsvError(`A quoted field that starts on line ${rowLine} is never closed.`);
  if (cell !== "" || cells.length > 0) endRow();
  return rows;
}

export class CsvError extends Error {}
