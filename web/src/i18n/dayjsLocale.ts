import dayjs from "dayjs";
import type { Language } from "./languageStorage.ts";

const loaded = new Set<Language>(["en"]);

/**
 * Makes dayjs speak the interface language (month and weekday names in the date picker). Called by
 * DateField, the only user of dayjs, so neither dayjs nor its Polish locale is in a first screen
 * without a date field; English is built into dayjs.
 */
export async function loadDayjsLocale(language: Language): Promise<void> {
  if (!loaded.has(language)) {
    await import("dayjs/locale/pl");
    loaded.add(language);
  }
  dayjs.locale(language);
}
