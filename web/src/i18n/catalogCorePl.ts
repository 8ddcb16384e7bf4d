import { apiMessages } from "../../../validation/messages/api.ts";
import { corePl } from "../../../validation/messages/core.ts";
import { documentsMessages } from "../../../validation/messages/documents.ts";
import { safetyMessages } from "../../../validation/messages/safety.ts";
import { tripRulesMessages } from "../../../validation/messages/trip-rules.ts";
import { mergeCatalog } from "./mergeCatalog.ts";
import pl from "./pl.json";

/**
 * The Polish texts of the first chunk: the shared core validation messages and the web texts
 * outside the lazily loaded areas (areas.ts lists them; this pattern leaves their files out).
 */
export const polishCore: Record<string, string> = {
  ...corePl,
  ...tripRulesMessages.pl,
  ...documentsMessages.pl,
  ...safetyMessages.pl,
  ...apiMessages.pl,
  ...mergeCatalog(
    pl,
    import.meta.glob<Record<string, string>>(
      ["./locales/*.pl.json", "!./locales/{students,developers,office,seatime,subscriptions,webhooks,apitokens}.pl.json"],
      { eager: true, import: "default" },
    ),
  ),
};
