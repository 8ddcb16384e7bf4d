// JSON answers as UTF-8 bytes, written a list item at a time (issue 18). `JSON.stringify` of a large
// answer (a 350-trip REST list is ≈ 0.5 MB) builds one huge string; with a single Polish letter in it
// that string takes two bytes a character, and turning it into bytes (V8 first joins the string
// builder's parts into one more huge string, then encodes) cost several times the stringify itself:
// ≈ 5 ms against ≈ 1 ms on the bench machine. Written item by item, every piece is small, is encoded
// at once and is garbage while still young: ≈ 2 ms. The bytes are those of JSON.stringify.

const utf8 = new TextEncoder();

/** Text gathered before it is encoded (each list item is not worth a chunk of its own). */
const CHUNK_CHARS = 16_384;
/** Objects nested deeper than this (outside lists) are written by one JSON.stringify call. */
const MAX_DEPTH = 8;

/**
 * A list whose items are JSON texts already (PostgreSQL's, for the trip list: trips.list-answer.ts):
 * jsonBytes writes the texts as they are. Anything else that serialises it (JSON.stringify) gets the
 * same value through toJSON, parsed.
 */
export class JsonTextList {
  constructor(readonly texts: readonly string[]) {}
  toJSON(): unknown[] {
    return this.texts.map((text) => JSON.parse(text) as unknown);
  }
}

const hasToJSON = (v: unknown) => typeof (v as { toJSON?: unknown } | null | undefined)?.toJSON === "function";

/** A plain object (GraphQL's results have no prototype) without toJSON: written key by key. */
function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== "object" || v === null || Array.isArray(v) || hasToJSON(v)) return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** Written piece by piece: a list (each item by its own JSON.stringify, or a JsonTextList's texts), or a plain object not nested too deep. */
const splits = (v: unknown, depth: number) => v instanceof JsonTextList || (Array.isArray(v) && !hasToJSON(v)) || (isPlainObject(v) && depth < MAX_DEPTH);

/**
 * JSON.stringify's text of a value held under `key` (what its toJSON is given); undefined where
 * JSON.stringify leaves it out (undefined, a function, a symbol).
 */
function text(v: unknown, key: string): string | undefined {
  if (!hasToJSON(v)) return JSON.stringify(v);
  const held = JSON.stringify({ [key]: v });
  return held === "{}" ? undefined : held.slice(JSON.stringify(key).length + 2, -1);
}

/**
 * The UTF-8 bytes of `JSON.stringify(value)`: the objects around the lists key by key, each list
 * item by its own JSON.stringify. Throws where JSON.stringify would (a BigInt, a cycle) and for a
 * value that has no JSON text (undefined, a function).
 */
export function jsonBytes(value: unknown): Uint8Array<ArrayBuffer> {
  const out = utf8Writer();
  const emit = out.write;
  /** Writes a value that `splits` at its depth. */
  const write = (v: object, depth: number) => {
    if (v instanceof JsonTextList) {
      emit("[");
      v.texts.forEach((item, i) => emit(i > 0 ? `,${item}` : item));
      emit("]");
      return;
    }
    if (Array.isArray(v)) {
      emit("[");
      for (let i = 0; i < v.length; i++) emit(`${i > 0 ? "," : ""}${text(v[i], String(i)) ?? "null"}`);
      emit("]");
      return;
    }
    emit("{");
    let first = true;
    for (const [key, item] of Object.entries(v)) {
      const whole = splits(item, depth + 1) ? null : text(item, key);
      if (whole === undefined) continue;
      emit(`${first ? "" : ","}${JSON.stringify(key)}:`);
      first = false;
      if (whole === null) write(item as object, depth + 1);
      else emit(whole);
    }
    emit("}");
  };
  if (splits(value, 0)) write(value as object, 0);
  else {
    const whole = text(value, "");
    if (whole === undefined) throw new TypeError("jsonBytes: the value has no JSON text");
    emit(whole);
  }
  return out.bytes();
}

/** The UTF-8 bytes of JSON text already written in pieces (the REST trip list's: trips.rest-sql.ts), encoded as jsonBytes does. */
export function jsonTextBytes(pieces: Iterable<string>): Uint8Array<ArrayBuffer> {
  const out = utf8Writer();
  for (const piece of pieces) out.write(piece);
  return out.bytes();
}

/** Text written a piece at a time and encoded in chunks of about CHUNK_CHARS as it comes. */
function utf8Writer() {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let pending = "";
  let size = 0;
  const flush = () => {
    const bytes = utf8.encode(pending);
    chunks.push(bytes);
    size += bytes.length;
    pending = "";
  };
  return {
    write: (text: string) => {
      pending += text;
      if (pending.length >= CHUNK_CHARS) flush();
    },
    bytes: () => {
      flush();
      return chunks.length === 1 ? (chunks[0] as Uint8Array<ArrayBuffer>) : Buffer.concat(chunks, size);
    },
  };
}
