import dayjs from "dayjs";
import type { Language } from "./languageStorage.ts";

const loaded = new Set<Language>(["en"]);

/**
 * Makes dayjs speak the interface language (month and weekday names in the date picker). The
 * Polish locale is fetched on first use only, so it stays out of the first chunk; English is
 * built into dayjs.
 */
export async function loadDayjsLocale(language: Language): Promise<void> {
  if (!loaded.has(language)) {
    await import("dayjs/locale/pl");
    loaded.add(language);
  }
  dayjs.locale(language);
}
