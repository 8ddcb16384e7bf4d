// Test images made with sharp, and a multipart upload to the in-process app.
import sharp from "sharp";
import type { TestApp } from "../../../test/harness.ts";

export const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 31, g: 78, b: 121 } } })
    .png()
    .toBuffer();

/** A JPEG carrying EXIF metadata (camera make and a GPS-ish comment), to prove it is stripped. */
export const jpegWithExif = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .withExif({ IFD0: { Make: "SecretCam", ImageDescription: "54.5189N 18.5305E" } })
    .jpeg()
    .toBuffer();

export async function uploadLogo(
  t: TestApp,
  file: { bytes: Uint8Array; name: string; type: string } | null,
  opts: { token?: string; lang?: string; field?: string } = {},
) {
  const form = new FormData();
  if (file) form.append(opts.field ?? "logo", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = await t.app.fetch(
    new Request("http://test/api/captain-profile/logo", {
      method: "POST",
      headers: {
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.lang ? { "accept-language": opts.lang } : {}),
      },
      body: form,
    }),
    { ip: "10.0.0.1" },
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export async function getLogo(t: TestApp, token?: string) {
  const res = await t.app.fetch(new Request("http://test/api/captain-profile/logo", { headers: token ? { authorization: `Bearer ${token}` } : {} }), {
    ip: "10.0.0.1",
  });
  return { status: res.status, type: res.headers.get("content-type"), bytes: Buffer.from(await res.arrayBuffer()) };
}
