// The captain's logo: the upload is checked by its content (PNG, JPEG or WebP, at most 5 MB, at
// least 400×400 px), downscaled once to fit LOGO_STORED_MAX_SIDE (the documents print it a few
// centimetres wide: no render ever has to carry a huge image) and re-encoded by sharp as PNG (which
// drops EXIF/GPS and other metadata and gives the documents a format Typst reads). The bytes live in
// the database (StoredFile, bytea with content type and size) under a random name, so every app
// process behind a load balancer serves the same logo; the profile keeps the name and the size.
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { LOGO_FORMATS, LOGO_MAX_BYTES, LOGO_MIN_SIDE } from "../../../../validation/profile.ts";
import type { MessageKey } from "../../../../validation/messages.ts";
import { PayloadTooLargeError, ValidationError } from "../../errors.ts";

export type StoredLogo = { path: string; width: number; height: number };
type PreparedLogo = StoredLogo & { data: Buffer; contentType: "image/png" };

/** The longest side of a stored logo, in pixels (larger uploads are scaled down, proportionally). */
const LOGO_STORED_MAX_SIDE = 1200;

/** A logo field error; its text is also the answer's top-level message. */
export const logoError = (key: MessageKey) => new ValidationError({ logo: [key] }, key);

/** Safe file names only: what this store itself creates (a UUID and .png). */
export const LOGO_NAME = /^[0-9a-f-]{36}\.png$/;

/** Checks and re-encodes an upload; throws a ValidationError on `logo` with the spec's message. */
export async function prepareLogo(bytes: Uint8Array): Promise<PreparedLogo> {
  if (bytes.byteLength > LOGO_MAX_BYTES) throw new PayloadTooLargeError("5 MB", "validation.logo.tooLarge");
  const image = sharp(bytes, { failOn: "error", limitInputPixels: 50_000_000 });
  const meta = await image.metadata().catch(() => null);
  if (!meta || !meta.format || !(LOGO_FORMATS as readonly string[]).includes(meta.format) || !meta.width || !meta.height) {
    throw logoError("validation.logo.notImage");
  }
  // EXIF orientation decides which side is which.
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = rotated ? meta.height : meta.width;
  const height = rotated ? meta.width : meta.height;
  if (width < LOGO_MIN_SIDE || height < LOGO_MIN_SIDE) throw logoError("validation.logo.tooSmall");
  const out = await image
    .rotate()
    .resize({ width: LOGO_STORED_MAX_SIDE, height: LOGO_STORED_MAX_SIDE, fit: "inside", withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => null);
  if (!out) throw logoError("validation.logo.notImage");
  return { path: `${randomUUID()}.png`, width: out.info.width, height: out.info.height, data: out.data, contentType: "image/png" };
}
