import { mergeCatalog } from "./mergeCatalog.ts";
import pl from "./pl.json";

/** The Polish web UI texts (pl.json and every locales/<area>.pl.json). */
export const webPl = mergeCatalog(pl, import.meta.glob<Record<string, string>>("./locales/*.pl.json", { eager: true, import: "default" }));
