import { useCallback, useState } from "react";
import { languageStorage } from "../../../i18n/languageStorage.ts";
import { authStorage } from "../../auth/authStorage.ts";
import { reportUnauthorized } from "../../auth/sessionExpiry.ts";

/** The file name from Content-Disposition (`filename*=UTF-8''…` preferred), else `fallback`. */
function fileNameOf(header: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header ?? "");
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(header ?? "")?.[1] ?? fallback;
}

/**
 * Downloads a file of the REST shim with the captain's token (a plain link cannot send it): the
 * answer becomes an object URL clicked as a download link. `busy` while it runs; `failed` after an error.
 */
export function useAuthorizedDownload() {
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const download = useCallback(async (key: string, path: string, fallbackName: string) => {
    setBusy(key);
    setFailed(null);
    try {
      const headers: Record<string, string> = { "Accept-Language": languageStorage.read() };
      const token = authStorage.captainToken();
      if (token) headers.Authorization = `Bearer ${token}`;
      const response = await fetch(path, { headers });
      reportUnauthorized(response.status, "captain", token);
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = fileNameOf(response.headers.get("content-disposition"), fallbackName);
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      setFailed(key);
    } finally {
      setBusy(null);
    }
  }, []);

  return { busy, failed, download };
}
