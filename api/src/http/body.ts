// Request bodies read with a hard byte limit while they stream in, whatever Content-Length or
// Transfer-Encoding claim: reading stops at the limit and the request is answered 413, so a
// chunked 200 MB body costs at most the limit in memory.
import { PayloadTooLargeError } from "../errors.ts";
import type { MessageKey } from "../../../validation/messages.ts";

export const JSON_BODY_LIMIT = 1_000_000;
export const GRAPHQL_BODY_LIMIT = 1_000_000;

const human = (bytes: number) => (bytes >= 1_000_000 ? `${Math.round(bytes / 100_000) / 10} MB` : `${Math.round(bytes / 1000)} kB`);

/** The body's bytes; over `limit` bytes throws PayloadTooLargeError (413) without reading further. */
export async function readBody(request: Request, limit: number, key?: MessageKey): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () => new PayloadTooLargeError(human(limit), key);
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > limit) {
    await request.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

/** The body as text (UTF-8), with the same limit. */
export async function readText(request: Request, limit: number): Promise<string> {
  return new TextDecoder().decode(await readBody(request, limit));
}
