import { apiPl } from "../../../validation/messages/api.pl.ts";
import { corePl } from "../../../validation/messages/core.pl.ts";
import { safetyPl } from "../../../validation/messages/safety.pl.ts";
import { tripRulesPl } from "../../../validation/messages/trip-rules.pl.ts";
import { mergeCatalog } from "./mergeCatalog.ts";
import pl from "./pl.json";

/**
 * The Polish texts of the first chunk: the shared core validation messages and the web texts
 * outside the lazily loaded areas (areas.ts lists them; this pattern leaves their files out).
 */
export const polishCore: Record<string, string> = {
  ...corePl,
  ...tripRulesPl,
  ...safetyPl,
  ...apiPl,
  ...mergeCatalog(
    pl,
    import.meta.glob<Record<string, string>>(
      [
        "./locales/*.pl.json",
        "!./locales/{students,developers,office,seatime,subscriptions,webhooks,apitokens,trips,tripform,tripoptions,documents,yachts,profile}.pl.json",
      ],
      { eager: true, import: "default" },
    ),
  ),
};
