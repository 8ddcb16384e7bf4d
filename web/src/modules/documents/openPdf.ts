import { languageStorage } from "../../i18n/languageStorage.ts";
import { authStorage } from "../auth/authStorage.ts";
import { reportUnauthorized } from "../auth/sessionExpiry.ts";

/** How long the PDF's object URL lives after the new tab was pointed at it (spec §4). */
const REVOKE_AFTER_MS = 100;

type PdfResult =
  | { ok: true }
  /** No answer from the server (offline, connection refused). */
  | { ok: false; kind: "network" }
  /** An error answer; `message` and `errors` when its body was the shim's JSON. */
  | { ok: false; kind: "server"; status: number; message?: string; errors: Record<string, string> };

interface PdfRequest {
  /** Path of the REST shim, e.g. `/api/sailing-trips/t1/voyage-card-pdf`. */
  path: string;
  /** A JSON body: sent as POST. */
  body?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `{ success: false, message, errors: { field: [texts] } }` → message and the first text per field. */
async function readError(response: Response): Promise<Extract<PdfResult, { kind: "server" }>> {
  const result = { ok: false as const, kind: "server" as const, status: response.status, errors: {} as Record<string, string> };
  try {
    const body: unknown = await response.json();
    if (!isRecord(body)) return result;
    const message = typeof body.message === "string" && body.message ? body.message : undefined;
    if (isRecord(body.errors)) {
      for (const [field, value] of Object.entries(body.errors)) {
        const text = Array.isArray(value) ? value.find((v): v is string => typeof v === "string") : value;
        if (typeof text === "string" && text) result.errors[field] = text;
      }
    }
    return { ...result, message };
  } catch {
    return result; // not JSON (a proxy's HTML page, an empty body)
  }
}

/**
 * Fetches a PDF of the REST shim (with the captain's bearer token when signed in and the interface
 * language) and shows it in a new tab through an object URL, revoked 100 ms later.
 *
 * The tab is opened (blank) before the first `await`, i.e. still inside the click that started
 * it, so popup blockers let it through; it is pointed at the PDF when it arrives, or closed when
 * the request fails. Where the blank tab was blocked anyway, the PDF is opened directly as a
 * fallback (which a blocker may also stop, but nothing is lost but the tab).
 */
export async function openPdf({ path, body }: PdfRequest): Promise<PdfResult> {
  const tab = window.open("", "_blank");
  if (tab) tab.opener = null; // the PDF tab needs no handle on this page
  const headers: Record<string, string> = { Accept: "application/pdf, application/json", "Accept-Language": languageStorage.read() };
  const token = authStorage.captainToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";

  let response: Response;
  try {
    response = await fetch(path, { method: body === undefined ? "GET" : "POST", headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    tab?.close();
    return { ok: false, kind: "network" };
  }
  if (!response.ok) {
    tab?.close();
    reportUnauthorized(response.status, "captain", token);
    return readError(response);
  }
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    tab?.close();
    return { ok: false, kind: "network" };
  }
  const url = URL.createObjectURL(blob.type === "application/pdf" ? blob : new Blob([blob], { type: "application/pdf" }));
  if (tab) tab.location.href = url;
  else window.open(url, "_blank");
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  return { ok: true };
}
