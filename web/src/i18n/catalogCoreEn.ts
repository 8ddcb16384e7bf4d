import { apiEn } from "../../../validation/messages/api.en.ts";
import { coreEn } from "../../../validation/messages/core.en.ts";
import { safetyEn } from "../../../validation/messages/safety.en.ts";
import { tripRulesEn } from "../../../validation/messages/trip-rules.en.ts";
import en from "./en.json";
import { mergeCatalog } from "./mergeCatalog.ts";

/** The English counterpart of catalogCorePl.ts (its own chunk, loaded when English is chosen). */
export const englishCore: Record<string, string> = {
  ...coreEn,
  ...tripRulesEn,
  ...safetyEn,
  ...apiEn,
  ...mergeCatalog(
    en,
    import.meta.glob<Record<string, string>>(
      [
        "./locales/*.en.json",
        "!./locales/{students,developers,office,seatime,subscriptions,webhooks,apitokens,trips,tripform,tripoptions,documents,yachts,profile}.en.json",
      ],
      { eager: true, import: "default" },
    ),
  ),
};
