// CSV as Excel reads and writes it (RFC 4180): fields separated by `;` (Polish Excel's list
// separator, so a decimal comma stays inside its cell), quoted when they hold the separator, a
// quote or a line break, CRLF line ends, and a UTF-8 byte order mark so Excel reads Polish letters.
// Reading accepts `;` or `,` (whichever the header line uses), LF or CRLF, with or without the BOM.

const CSV_SEPARATOR = ";";
const BOM = "\uFEFF";

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab or CR) as a formula: such text is
 * written with a leading apostrophe (OWASP "CSV injection"), and read back without it.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function writeCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (fields: readonly string[]) => fields.map(cell).join(CSV_SEPARATOR);
  return BOM + [line(header), ...rows.map(line)].join("\r\n") + "\r\n";
}

/** A cell read back: the protective apostrophe before a formula character removed. */
export const unprotect = (v: string) => (v.startsWith("'") && FORMULA_START.test(v.slice(1)) ? v.slice(1) : v);

export class CsvError extends Error {
  constructor(readonly line: number) {
    super(`unclosed quote in line ${line}`);
  }
}

/** The separator of the header line: the one of `;` and `,` that occurs more often outside quotes. */
function detectSeparator(text: string): string {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && ch === ";") semicolons++;
    else if (!quoted && ch === ",") commas++;
  }
  return commas > semicolons ? "," : ";";
}

type CsvRecord = { line: number; fields: string[] };

/**
 * Parses CSV text into records (each with the line it starts on); blank lines are skipped. Stops
 * with CsvError on a quote that is never closed. `maxRecords` bounds the work on a huge file.
 */
export function parseCsv(input: string, maxRecords = Infinity): CsvRecord[] {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const sep = detectSeparator(text);
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  let touched = false;
  const endField = () => {
    fields.push(field);
    field = "";
  };
  const endRecord = () => {
    endField();
    if (touched || fields.length > 1 || fields[0] !== "") records.push({ line: start, fields });
    fields = [];
    touched = false;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === "\n") line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && field === "") {
      quoted = true;
      touched = true;
    } else if (ch === sep) endField();
    else if (ch === "\r" || ch === "\n") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      endRecord();
      line++;
      start = line;
      if (records.length > maxRecords) return records;
    } else field += ch;
  }
  if (quoted) throw new CsvError(start);
  if (field !== "" || fields.length > 0 || touched) endRecord();
  return records;
}
