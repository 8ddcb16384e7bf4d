// Calls to the app in process (app.fetch) from code that builds its own app: the backup test and the benchmarks.

/** A request with a JSON body (when given) and the session or API token as a Bearer header (when given). */
export const jsonRequest = (url: string, method: string, body?: unknown, token?: string) =>
  new Request(url, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
