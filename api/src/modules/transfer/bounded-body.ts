// Reads a request body up to a byte limit and stops there (http/body.ts): a declared Content-Length
// over the limit is refused before reading, and a chunked (or lying) body is cut off as soon as it
// passes the limit, so an upload never costs more memory than the limit.
import { PayloadTooLargeError } from "../../errors.ts";
import { readBody } from "../../http/body.ts";

/** The body's bytes, or null when it is larger than `max` (the import answers that in its own words). */
export async function readBodyLimited(request: Request, max: number): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    return await readBody(request, max);
  } catch (e) {
    if (e instanceof PayloadTooLargeError) return null;
    throw e;
  }
}
