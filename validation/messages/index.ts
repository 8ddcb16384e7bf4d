// Each area of the product keeps its server and validation messages in a file of its own here
// (`<area>.ts`: `export const xMessages = defineMessages({ pl: {...}, en: {...} })`), merged into
// validation/messages.ts. Add an area: create the file, then add it to mergeMessages below. The
// files whose Polish is in the web client's first chunk (api, trip-rules, documents, safety, and
// core) are a pair instead, `<area>.pl.ts` and `<area>.en.ts` (its type requires the Polish file's
// ids): a bundler keeps or drops whole modules, so one file with both languages would put the
// English into that chunk too.
import { mergeMessages } from "./define.ts";
import { apiEn } from "./api.en.ts";
import { apiPl } from "./api.pl.ts";
import { documentsEn } from "./documents.en.ts";
import { documentsPl } from "./documents.pl.ts";
import { safetyEn } from "./safety.en.ts";
import { safetyPl } from "./safety.pl.ts";
import { seatimeMessages } from "./seatime.ts";
import { studentsMessages } from "./students.ts";
import { subscriptionMessages } from "./subscriptions.ts";
import { tripRulesEn } from "./trip-rules.en.ts";
import { tripRulesPl } from "./trip-rules.pl.ts";
import { webhooksMessages } from "./webhooks.ts";

export const areaMessages = mergeMessages(
  { pl: {}, en: {} },
  { pl: tripRulesPl, en: tripRulesEn },
  { pl: documentsPl, en: documentsEn },
  seatimeMessages,
  { pl: safetyPl, en: safetyEn },
  subscriptionMessages,
  { pl: apiPl, en: apiEn },
  studentsMessages,
  webhooksMessages,
);
