// Calls to the app in process (app.fetch) from code that builds its own app: the backup test and the benchmarks.

/**
 * A request with a JSON body (when given) and the session or API token as a Bearer header (when
 * given). With the body's Content-Length, as a client sends it over HTTP (a Request built in
 * process has none).
 */
export const jsonRequest = (url: string, method: string, body?: unknown, token?: string) => {
  const text = body === undefined ? undefined : JSON.stringify(body);
  return new Request(url, {
    method,
    headers: {
      "content-type": "application/json",
      ...(text === undefined ? {} : { "content-length": String(Buffer.byteLength(text)) }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: text,
  });
};
