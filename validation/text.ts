// Text hygiene shared by the forms (refuse) and the documents (strip): bidirectional override and
// isolate controls (U+202A–U+202E, U+2066–U+2069: they reorder what is printed, and made the PDF
// compiler panic), NUL and the other C0/C1 control characters (tab and line breaks only in
// multi-line notes), and lone surrogates (half an emoji: not text at all). Letters of every
// script, emoji, zero-width joiners and combining marks are fine.

/** Characters no text field accepts. The `u` flag makes a lone surrogate one code point of its own. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this rejects
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/u;
const FORBIDDEN_ALL = new RegExp(FORBIDDEN.source, "gu");
/** Tab and line breaks: allowed only in multi-line text. */
const LINE_BREAKS = /[\t\n\r]/;

/** True when `value` has a character a text field refuses. */
export function hasForbiddenChars(value: string, opts: { multiline?: boolean } = {}): boolean {
  return FORBIDDEN.test(value) || (!opts.multiline && LINE_BREAKS.test(value));
}

/**
 * The same text without those characters: what the documents print from stored text that was
 * saved before the forms refused them. A lone surrogate becomes U+FFFD; in one-line text, tabs and
 * line breaks become spaces.
 */
export function stripForbiddenChars(value: string, opts: { multiline?: boolean } = {}): string {
  const clean = value.replace(FORBIDDEN_ALL, (c) => (/[\uD800-\uDFFF]/.test(c) ? "\uFFFD" : ""));
  return opts.multiline ? clean : clean.replace(/\r\n?|[\t\n]/g, " ");
}

const segmenter = typeof Intl !== "undefined" && "Segmenter" in Intl ? new Intl.Segmenter(undefined, { granularity: "grapheme" }) : null;

/** The user-perceived characters (grapheme clusters) of `value`: an emoji with its modifiers is one. */
export function graphemes(value: string): string[] {
  return segmenter ? Array.from(segmenter.segment(value), (s) => s.segment) : Array.from(value);
}

/**
 * At most `max` characters (graphemes), ending with "…" when cut. Never splits a surrogate pair
 * or a grapheme cluster (a flag, a family emoji, a letter with its accent).
 */
export function truncateText(value: string, max: number): string {
  // No more UTF-16 units than `max`: no more graphemes either (the common case, without segmenting).
  if (value.length <= max) return value;
  const parts = graphemes(value);
  if (parts.length <= max) return value;
  return `${parts
    .slice(0, Math.max(0, max - 1))
    .join("")
    .trimEnd()}…`;
}
