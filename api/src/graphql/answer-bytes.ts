// GraphQL answers as UTF-8 bytes written a list item at a time (http/json-bytes.ts) instead of yoga's
// one JSON.stringify text, which node then encodes as a whole. With Polish letters in it (any real
// captain's list) that text takes two bytes a character and its encoding costs more than the
// stringify: over HTTP, a 350-trip TripsList answer cost 3.2–3.9 ms of CPU as text against
// 1.1–1.6 ms as bytes written this way (issue 18). yoga still decides the status and the headers.
import { Response } from "@whatwg-node/fetch";
import { isAsyncIterable, type Plugin } from "graphql-yoga";
import { jsonBytes } from "../http/json-bytes.ts";

export function graphqlAnswerBytes() {
  const kept = new WeakMap<Request, unknown>();
  const plugin: Plugin = {
    onResultProcess(event) {
      const { request, result } = event;
      if (Array.isArray(result) || isAsyncIterable(result)) return;
      // yoga calls `stringify` with the result it sends (its internal error extensions left out): kept
      // for `answer` below, and no text is made.
      event.setResult({
        ...result,
        stringify: (sent) => {
          kept.set(request, sent);
          return "";
        },
      });
    },
  };
  /** yoga's answer to the request, with the kept result as its body; any other answer as it is. */
  function answer(request: Request, response: Response): Response {
    if (!kept.has(request)) return response;
    const sent = kept.get(request);
    kept.delete(request);
    const headers = new Headers(response.headers);
    headers.delete("content-length");
    return new Response(jsonBytes(sent), { status: response.status, statusText: response.statusText, headers });
  }
  return { plugin, answer };
}
