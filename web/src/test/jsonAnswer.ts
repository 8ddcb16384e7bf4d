/** A stand-in for `fetch` that answers every request with `body` as JSON (with `init`'s status and headers). */
export const jsonAnswer =
  (body: unknown, init: ResponseInit = {}) =>
  () =>
    Promise.resolve(new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" }, ...init }));

/** The GraphQL server's answer to a request whose session it no longer accepts (or that needs one). */
export const unauthenticated = jsonAnswer({ errors: [{ message: "Zaloguj się", extensions: { code: "UNAUTHENTICATED" } }], data: null });
