import { useApolloClient } from "@apollo/client/react";
import { useCallback, useState } from "react";
import { languageStorage } from "../../../i18n/languageStorage.ts";
import { authStorage } from "../../auth/authStorage.ts";
import { reportUnauthorized } from "../../auth/sessionExpiry.ts";

export type ImportRowStatus = "ok" | "invalid" | "duplicate" | "over_limit" | "skipped" | "imported" | "failed";
export type ImportRow = {
  row: number;
  line: number | null;
  status: ImportRowStatus;
  errors: Record<string, string[]>;
  message: string | null;
  trip_id: string | null;
  trip: {
    embarkation_date: string;
    disembarkation_date: string;
    yacht_name: string;
    registration_number: string;
    embarkation_port: string;
    disembarkation_port: string;
  } | null;
};
export type ImportAnswer = { message?: string; summary: Record<string, number>; rows: ImportRow[]; file: { name: string; format: string } };

type State =
  | { step: "choose"; error: string | null }
  | { step: "checking"; file: File }
  | { step: "preview"; file: File; preview: ImportAnswer; error: string | null }
  | { step: "importing"; file: File; preview: ImportAnswer }
  | { step: "done"; result: ImportAnswer };

type Sent = { ok: true; body: ImportAnswer } | { ok: false; message: string | null };

const isImportAnswer = (rec: Record<string, unknown>): rec is ImportAnswer =>
  typeof rec.summary === "object" && rec.summary !== null && Array.isArray(rec.rows) && typeof rec.file === "object" && rec.file !== null;

/** Sends the file to POST /api/sailing-trips/import (multipart `file`), as a preview or for real. */
async function send(file: File, dryRun: boolean): Promise<Sent> {
  const form = new FormData();
  form.append("file", file, file.name);
  const headers: Record<string, string> = { "Accept-Language": languageStorage.read() };
  const token = authStorage.captainToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const response = await fetch(`/api/sailing-trips/import${dryRun ? "?dry_run=true" : ""}`, { method: "POST", headers, body: form });
    reportUnauthorized(response.status, "captain", token);
    const body: unknown = await response.json().catch(() => null);
    const rec = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
    if (!response.ok) return { ok: false, message: typeof rec.message === "string" ? rec.message : null };
    // An answer cut short or not the import's (a proxy's page): said like a lost connection, not shown as rows.
    if (!isImportAnswer(rec)) return { ok: false, message: null };
    return { ok: true, body: rec };
  } catch {
    return { ok: false, message: null };
  }
}

/**
 * The import screen's steps: choose a file → the server's preview (nothing saved) → import the
 * valid rows on confirmation → the result. A file error keeps the captain on the step they were on.
 */
export function useTripImport(connectionError: string) {
  const client = useApolloClient();
  const [state, setState] = useState<State>({ step: "choose", error: null });

  const choose = useCallback(
    async (file: File) => {
      setState({ step: "checking", file });
      const sent = await send(file, true);
      setState(sent.ok ? { step: "preview", file, preview: sent.body, error: null } : { step: "choose", error: sent.message ?? connectionError });
    },
    [connectionError],
  );

  const confirm = useCallback(async () => {
    if (state.step !== "preview") return;
    const { file, preview } = state;
    setState({ step: "importing", file, preview });
    const sent = await send(file, false);
    if (sent.ok) {
      // open lists (and sea time) hold more trips now; pages not open refetch when opened (cache-and-network)
      await client.refetchQueries({ include: "active" }).catch(() => undefined);
      setState({ step: "done", result: sent.body });
    } else setState({ step: "preview", file, preview, error: sent.message ?? connectionError });
  }, [client, connectionError, state]);

  const reset = useCallback(() => setState({ step: "choose", error: null }), []);
  const refuse = useCallback((message: string) => setState({ step: "choose", error: message }), []);
  return { state, choose, confirm, reset, refuse };
}
