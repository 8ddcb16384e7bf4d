// Each area of the product keeps its server and validation messages in a file of its own here
// (`<area>.ts`: `export const xMessages = defineMessages({ pl: {...}, en: {...} })`), merged into
// validation/messages.ts. Add an area: create the file, then add it to mergeMessages below.
import { mergeMessages } from "./define.ts";
import { apiMessages } from "./api.ts";
import { documentsMessages } from "./documents.ts";
import { safetyMessages } from "./safety.ts";
import { seatimeMessages } from "./seatime.ts";
import { studentsMessages } from "./students.ts";
import { subscriptionMessages } from "./subscriptions.ts";
import { tripRulesMessages } from "./trip-rules.ts";
import { webhooksMessages } from "./webhooks.ts";

export const areaMessages = mergeMessages(
  { pl: {}, en: {} },
  tripRulesMessages,
  documentsMessages,
  seatimeMessages,
  safetyMessages,
  subscriptionMessages,
  apiMessages,
  studentsMessages,
  webhooksMessages,
);
