import { languageStorage } from "../../../i18n/languageStorage.ts";
import { authStorage } from "../../auth/authStorage.ts";
import { reportUnauthorized } from "../../auth/sessionExpiry.ts";

const LOGO_URL = "/api/captain-profile/logo";

/** A failed logo call: the server's (translated) message when it gave one. */
export class LogoRequestError extends Error {
  constructor(
    readonly kind: "noToken" | "server" | "network",
    readonly serverMessage?: string,
  ) {
    super(serverMessage ?? kind);
  }
}

function headers(): Record<string, string> {
  const token = authStorage.captainToken();
  if (!token) throw new LogoRequestError("noToken");
  return { Authorization: `Bearer ${token}`, "Accept-Language": languageStorage.read() };
}

const messageOf = (body: unknown) =>
  typeof body === "object" && body !== null && typeof (body as { message?: unknown }).message === "string" ? (body as { message: string }).message : undefined;

type UploadAnswer = { message?: string; recommendation?: string };

/**
 * POST /api/captain-profile/logo as multipart (field `logo`) through XMLHttpRequest, whose upload
 * progress events give the percentage the panel shows.
 */
export function uploadLogo(file: File, onProgress: (percent: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    let hdrs: Record<string, string>;
    try {
      hdrs = headers();
    } catch (e) {
      reject(e instanceof Error ? e : new Error("The request headers could not be read"));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open("POST", LOGO_URL);
    for (const [name, value] of Object.entries(hdrs)) xhr.setRequestHeader(name, value);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        const b = (body ?? {}) as UploadAnswer;
        resolve({ message: b.message, recommendation: b.recommendation });
      } else reject(new LogoRequestError("server", messageOf(body)));
    };
    xhr.onerror = () => reject(new LogoRequestError("network"));
    const form = new FormData();
    form.append("logo", file);
    xhr.send(form);
  });
}

/** The stored logo as an object URL, or null when the captain has none (404). */
export async function fetchLogo(): Promise<Blob | null> {
  const res = await fetch(LOGO_URL, { headers: headers() }).catch(() => {
    throw new LogoRequestError("network");
  });
  reportUnauthorized(res.status, "captain", authStorage.captainToken());
  if (res.status === 404) return null;
  if (!res.ok) throw new LogoRequestError("server", messageOf(await res.json().catch(() => null)));
  return res.blob();
}

export async function deleteLogo(): Promise<string | undefined> {
  const res = await fetch(LOGO_URL, { method: "DELETE", headers: headers() }).catch(() => {
    throw new LogoRequestError("network");
  });
  reportUnauthorized(res.status, "captain", authStorage.captainToken());
  const body: unknown = await res.json().catch(() => null);
  // A response that says success counts as success (spec §8).
  const success = typeof body === "object" && body !== null && (body as { success?: unknown }).success === true;
  if (!res.ok && !success) throw new LogoRequestError("server", messageOf(body));
  return messageOf(body);
}
