// The texts of the larger areas of the product are not in the first chunk: each area (its web
// texts in locales/<area>.<lang>.json plus its messages in validation/messages/<area>.ts) is a
// chunk loaded the first time a screen asks for one of its ids (LanguageProvider suspends that
// screen meanwhile). An area's ids all start with one of its prefixes (i18n/__tests__/areas.test.ts).
import type { Language } from "./languageStorage.ts";

export type Texts = Record<string, string>;

const areaPrefixes = {
  students: ["students"],
  developers: ["developers"],
  office: ["staff"],
  seatime: ["seatime", "transfer"],
  subscriptions: ["subscriptions"],
  webhooks: ["webhooks"],
  apitokens: ["apiTokens"],
} as const;

export type Area = keyof typeof areaPrefixes;
export const AREAS = Object.keys(areaPrefixes) as Area[];

const areaOfPrefix = new Map<string, Area>(AREAS.flatMap((area) => areaPrefixes[area].map((prefix) => [prefix, area] as const)));

/** The lazily loaded area an id belongs to, if any (`students.list.title` → students). */
export function areaOf(id: string): Area | undefined {
  const dot = id.indexOf(".");
  return dot > 0 ? areaOfPrefix.get(id.slice(0, dot)) : undefined;
}

const json = (module: Promise<{ default: Texts }>) => module.then((m) => m.default);
const none = Promise.resolve({} as Texts);

/** Each area's texts in one language: the web texts over the shared validation messages. */
const loaders: Record<Area, (language: Language) => [Promise<Texts>, Promise<Texts>]> = {
  students: (l) => [
    import("../../../validation/messages/students.ts").then((m) => m.studentsMessages[l]),
    json(l === "pl" ? import("./locales/students.pl.json") : import("./locales/students.en.json")),
  ],
  developers: (l) => [none, json(l === "pl" ? import("./locales/developers.pl.json") : import("./locales/developers.en.json"))],
  office: (l) => [none, json(l === "pl" ? import("./locales/office.pl.json") : import("./locales/office.en.json"))],
  seatime: (l) => [
    import("../../../validation/messages/seatime.ts").then((m) => m.seatimeMessages[l]),
    json(l === "pl" ? import("./locales/seatime.pl.json") : import("./locales/seatime.en.json")),
  ],
  subscriptions: (l) => [
    import("../../../validation/messages/subscriptions.ts").then((m) => m.subscriptionMessages[l]),
    json(l === "pl" ? import("./locales/subscriptions.pl.json") : import("./locales/subscriptions.en.json")),
  ],
  webhooks: (l) => [
    import("../../../validation/messages/webhooks.ts").then((m) => m.webhooksMessages[l]),
    json(l === "pl" ? import("./locales/webhooks.pl.json") : import("./locales/webhooks.en.json")),
  ],
  apitokens: (l) => [none, json(l === "pl" ? import("./locales/apitokens.pl.json") : import("./locales/apitokens.en.json"))],
};

/** One area's texts in `language` (validation messages, then the web texts over them). */
export async function loadArea(area: Area, language: Language): Promise<Texts> {
  const [validation, web] = await Promise.all(loaders[area](language));
  return { ...validation, ...web };
}
