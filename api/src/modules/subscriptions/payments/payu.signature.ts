// PayU's notification signature (REST API v2.1): the header
//   OpenPayU-Signature: sender=checkout;signature=<hex>;algorithm=MD5|SHA-1|SHA-256|…;content=DOCUMENT
// carries hash(raw body + second key). Verified on the raw bytes before the body is trusted.
import { createHash, timingSafeEqual } from "node:crypto";

const ALGORITHMS: Record<string, string> = {
  MD5: "md5",
  SHA: "sha1",
  SHA1: "sha1",
  "SHA-1": "sha1",
  SHA256: "sha256",
  "SHA-256": "sha256",
  SHA384: "sha384",
  "SHA-384": "sha384",
  SHA512: "sha512",
  "SHA-512": "sha512",
};

/** The header's parts (`key=value;…`), or null when it is not in that form. */
function parseSignatureHeader(header: string | null): Record<string, string> | null {
  if (!header || header.length > 1024) return null;
  const parts: Record<string, string> = {};
  for (const part of header.split(";")) {
    const trimmed = part.trim();
    if (!trimmed) continue;
    const eq = trimmed.indexOf("=");
    if (eq <= 0) return null;
    parts[trimmed.slice(0, eq).trim().toLowerCase()] = trimmed.slice(eq + 1).trim();
  }
  return parts;
}

function payuHash(body: string | Uint8Array, secondKey: string, algorithm = "MD5"): string {
  const name = ALGORITHMS[algorithm.toUpperCase()];
  if (!name) throw new Error(`unsupported signature algorithm ${algorithm}`);
  return createHash(name).update(body).update(secondKey).digest("hex");
}

/** True when the header's signature is the hash of `body` followed by `secondKey` (constant-time compare). */
export function verifyPayuSignature(body: Uint8Array, header: string | null, secondKey: string): boolean {
  const parts = parseSignatureHeader(header);
  const signature = parts?.signature?.toLowerCase();
  const algorithm = (parts?.algorithm ?? "MD5").toUpperCase();
  if (!signature || !/^[0-9a-f]+$/.test(signature) || !ALGORITHMS[algorithm]) return false;
  const expected = Buffer.from(payuHash(body, secondKey, algorithm), "hex");
  const given = Buffer.from(signature, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The header PayU would send with `body` (for the test payment provider and the tests' fake PayU). */
export function signPayuNotification(body: string, secondKey: string, algorithm = "SHA-256"): string {
  return `sender=checkout;signature=${payuHash(body, secondKey, algorithm)};algorithm=${algorithm};content=DOCUMENT`;
}
