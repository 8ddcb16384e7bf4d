// Readable file names for the PDFs (document, yacht, dates) and the Content-Disposition header:
// an ASCII `filename` for old clients and the UTF-8 `filename*` (RFC 5987/6266) with Polish letters.

const POLISH: Record<string, string> = { ł: "l", Ł: "L" };

/** ASCII only: Polish letters without diacritics, anything else but [A-Za-z0-9._-] → '-'. */
export function asciiName(s: string): string {
  return s
    .replace(/[łŁ]/g, (c) => POLISH[c] ?? c)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^[-.]+|-+$/g, "");
}

/** Characters not allowed in file names on common systems, and control characters. */
const unsafe = (s: string) =>
  s
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

export type DocumentKind = "voyage-card" | "crew-opinion" | "crew-opinions" | "documents";

const TITLES: Record<DocumentKind, { pl: string; en: string }> = {
  "voyage-card": { pl: "Karta rejsu", en: "Voyage card" },
  "crew-opinion": { pl: "Opinia z rejsu", en: "Crew opinion" },
  "crew-opinions": { pl: "Opinie z rejsu", en: "Crew opinions" },
  documents: { pl: "Dokumenty rejsu", en: "Voyage documents" },
};

/**
 * The UTF-8 file name: 'Karta rejsu - Zjawa Żółta - 2026-07-01 - 2026-07-15.pdf' (for an opinion
 * the crew member's name follows the title; in English: 'Voyage card - …'). Parts are cut so the name
 * stays under ~150 characters.
 */
export function documentFileName(
  kind: DocumentKind,
  trip: { yachtName: string; embarkationDate: string; disembarkationDate: string },
  person?: string,
  lang: "pl" | "en" | "pl-en" = "pl-en",
): string {
  const parts = [TITLES[kind][lang === "en" ? "en" : "pl"], person, trip.yachtName, trip.embarkationDate, trip.disembarkationDate]
    .map((p) =>
      unsafe(p ?? "")
        .slice(0, 50)
        .trim(),
    )
    .filter((p) => p !== "");
  return `${parts.join(" - ")}.pdf`;
}

const rfc5987 = (s: string) => encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `inline; filename="Karta-rejsu-Zjawa-Zolta-….pdf"; filename*=UTF-8''Karta%20rejsu%20…` */
export function contentDisposition(fileName: string, type: "inline" | "attachment" = "inline"): string {
  const ascii = asciiName(fileName.replace(/\.pdf$/i, "")) || "dokument";
  return `${type}; filename="${ascii}.pdf"; filename*=UTF-8''${rfc5987(fileName)}`;
}
