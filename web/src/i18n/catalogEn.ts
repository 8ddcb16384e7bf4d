import en from "./en.json";
import { mergeCatalog } from "./mergeCatalog.ts";

/** The English web UI texts (en.json and every locales/<area>.en.json); loaded when English is chosen. */
export const webEn = mergeCatalog(en, import.meta.glob<Record<string, string>>("./locales/*.en.json", { eager: true, import: "default" }));
