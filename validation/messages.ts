// Every user-facing message the server and the shared form schemas can produce, in both languages.
// The web client merges these into react-intl, so a field error reads the same on both sides.
export type Lang = "pl" | "en";

import { coreEn } from "./messages/core.en.ts";
import { corePl } from "./messages/core.pl.ts";
import { areaMessages } from "./messages/index.ts";

/** Polish texts: the core ones (messages/core.pl.ts) plus each area's file in validation/messages/. */
export const pl = { ...corePl, ...areaMessages.pl };

export type MessageKey = keyof typeof pl;

export const en: Record<MessageKey, string> = { ...coreEn, ...areaMessages.en };

const catalogs: Record<Lang, Record<MessageKey, string>> = { pl, en };

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(pl, key);
}

/** Translates a message key, filling `{name}` placeholders. Unknown keys are returned unchanged. */
export function translate(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const template = isMessageKey(key) ? catalogs[lang][key] : key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Picks the language from an Accept-Language header: English only when it is preferred over Polish. */
export function pickLang(acceptLanguage: string | null | undefined): Lang {
  if (!acceptLanguage) return "pl";
  const ranked = acceptLanguage
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: (tag ?? "").split("-")[0], q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((r) => r.tag === "pl" || r.tag === "en")
    .sort((a, b) => b.q - a.q);
  return ranked[0]?.tag === "en" ? "en" : "pl";
}
