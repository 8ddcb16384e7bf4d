// Dates between PostgreSQL's text, JavaScript's Date and the 'YYYY-MM-DD' days of the trip forms,
// read and written digit by digit for the common shape (a four-digit year) and through the Date
// parser or toISOString otherwise. A trip list of 350 rows reads 1,050 of them and writes 700 days;
// the generic parser and toISOString().slice took ≈ 0.5 ms of its ≈ 8 ms (issue 18, BENCHMARKS.md).

const DASH = 45;
const COLON = 58;
const SPACE = 32;
const DOT = 46;

const digit = (text: string, at: number) => text.charCodeAt(at) - 48;
const twoDigits = (text: string, at: number) => digit(text, at) * 10 + digit(text, at + 1);
const year = (text: string) => digit(text, 0) * 1000 + digit(text, 1) * 100 + twoDigits(text, 2);

/** Whether the characters at these places are all ASCII digits. */
function digitsAt(text: string, places: readonly number[]): boolean {
  for (const at of places) {
    const d = digit(text, at);
    if (d < 0 || d > 9) return false;
  }
  return true;
}

const DAY_DIGITS = [0, 1, 2, 3, 5, 6, 8, 9];
const TIME_DIGITS = [11, 12, 14, 15, 17, 18];

/** 'YYYY-MM-DD' in the shape the fast paths read, with a year Date.UTC takes as it is (not 0–99). */
function isPlainDay(text: string): boolean {
  return text.charCodeAt(4) === DASH && text.charCodeAt(7) === DASH && digitsAt(text, DAY_DIGITS) && year(text) >= 1000;
}

/** A PostgreSQL `date` ('YYYY-MM-DD') as the Date at its UTC midnight, as Prisma reads it. */
export function parseDateColumn(text: string): Date {
  if (text.length !== 10 || !isPlainDay(text)) return new Date(`${text}T00:00:00.000Z`);
  return new Date(Date.UTC(year(text), twoDigits(text, 5) - 1, twoDigits(text, 8)));
}

/** A PostgreSQL `timestamp` without time zone ('YYYY-MM-DD HH:MM:SS[.fff]') as that instant in UTC, as Prisma reads it. */
export function parseTimestampColumn(text: string): Date {
  const n = text.length;
  const plain =
    n >= 19 &&
    n <= 23 &&
    n !== 20 &&
    text.charCodeAt(10) === SPACE &&
    text.charCodeAt(13) === COLON &&
    text.charCodeAt(16) === COLON &&
    (n === 19 || text.charCodeAt(19) === DOT) &&
    isPlainDay(text) &&
    digitsAt(text, TIME_DIGITS);
  if (!plain) return new Date(`${text.replace(" ", "T")}Z`);
  let ms = 0;
  for (let at = 20; at < 23; at++) {
    const d = at < n ? digit(text, at) : 0;
    if (d < 0 || d > 9) return new Date(`${text.replace(" ", "T")}Z`);
    ms = ms * 10 + d;
  }
  return new Date(Date.UTC(year(text), twoDigits(text, 5) - 1, twoDigits(text, 8), twoDigits(text, 11), twoDigits(text, 14), twoDigits(text, 17), ms));
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** A Date's UTC day as 'YYYY-MM-DD' (what `toISOString().slice(0, 10)` gives). */
export function isoDay(date: Date): string {
  const y = date.getUTCFullYear();
  if (!(y >= 1000 && y <= 9999)) return date.toISOString().slice(0, 10);
  return `${y}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
}

const pad3 = (n: number) => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`);

/**
 * A Date as toISOString writes it ('YYYY-MM-DDTHH:MM:SS.mmmZ'), digit by digit for a four-digit
 * year: V8's own took twice as long, and a list answers 350 to 700 of them (GraphQL's DateTime,
 * REST's created_at/updated_at).
 */
export function isoInstant(date: Date): string {
  const y = date.getUTCFullYear();
  if (!(y >= 1000 && y <= 9999)) return date.toISOString();
  return `${y}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}T${pad2(date.getUTCHours())}:${pad2(date.getUTCMinutes())}:${pad2(
    date.getUTCSeconds(),
  )}.${pad3(date.getUTCMilliseconds())}Z`;
}

/** `isoDay` of a nullable column. */
export const isoDayOrNull = (date: Date | null): string | null => (date ? isoDay(date) : null);
