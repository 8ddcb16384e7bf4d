import { useEffect, useState } from "react";
import type { OpenApiDoc } from "./openapi.ts";

type OpenApiState = { status: "loading" } | { status: "error" } | { status: "ready"; doc: OpenApiDoc };

/** Loads /api/openapi.json once (the server lets the browser cache it). */
export function useOpenApi(): OpenApiState {
  const [state, setState] = useState<OpenApiState>({ status: "loading" });
  useEffect(() => {
    const abort = new AbortController();
    fetch("/api/openapi.json", { signal: abort.signal, headers: { accept: "application/json" } })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        setState({ status: "ready", doc: (await res.json()) as OpenApiDoc });
      })
      .catch(() => {
        if (!abort.signal.aborted) setState({ status: "error" });
      });
    return () => abort.abort();
  }, []);
  return state;
}
