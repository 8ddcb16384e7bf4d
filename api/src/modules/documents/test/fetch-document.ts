// A request to the in-process app whose answer may be a PDF: the body as bytes, parsed when JSON.
import type { TestApp } from "../../../test/harness.ts";

export async function fetchDocument(app: TestApp["app"], method: string, path: string, opts: { body?: unknown; token?: string; lang?: string } = {}) {
  const res = await app.fetch(
    new Request(`http://test${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.lang ? { "accept-language": opts.lang } : {}),
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    }),
    { ip: "10.0.0.9" },
  );
  const bytes = Buffer.from(await res.arrayBuffer());
  const isJson = (res.headers.get("content-type") ?? "").startsWith("application/json");
  return { status: res.status, headers: res.headers, bytes, json: isJson ? (JSON.parse(bytes.toString("utf8")) as Record<string, unknown>) : null };
}
