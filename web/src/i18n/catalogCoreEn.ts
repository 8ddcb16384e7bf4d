import { apiMessages } from "../../../validation/messages/api.ts";
import { coreEn } from "../../../validation/messages/core.ts";
import { documentsMessages } from "../../../validation/messages/documents.ts";
import { safetyMessages } from "../../../validation/messages/safety.ts";
import { tripRulesMessages } from "../../../validation/messages/trip-rules.ts";
import en from "./en.json";
import { mergeCatalog } from "./mergeCatalog.ts";

/** The English counterpart of catalogCorePl.ts (its own chunk, loaded when English is chosen). */
export const englishCore: Record<string, string> = {
  ...coreEn,
  ...tripRulesMessages.en,
  ...documentsMessages.en,
  ...safetyMessages.en,
  ...apiMessages.en,
  ...mergeCatalog(
    en,
    import.meta.glob<Record<string, string>>(
      ["./locales/*.en.json", "!./locales/{students,developers,office,seatime,subscriptions,webhooks,apitokens}.en.json"],
      { eager: true, import: "default" },
    ),
  ),
};
