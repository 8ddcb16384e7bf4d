// The texts of the larger areas of the product are not in the first chunk: each area (its web
// texts in locales/<area>.<lang>.json plus its messages in validation/messages/<area>.ts) is a
// chunk loaded the first time a screen asks for one of its ids (LanguageProvider suspends that
// screen meanwhile). An area's ids all start with one of its prefixes (i18n/__tests__/areas.test.ts);
// a prefix of two segments (`trips.wizard`) wins over one of one (`trips`). The core may keep a few
// ids under an area's prefix that the first screens show (`trips.list.retry` of LoadError on the
// dashboard, `trips.status.*`): an id the catalog shown has never loads its area.
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
  trips: ["trips", "history"],
  tripform: ["trips.wizard"],
  tripoptions: ["trips.options"],
  documents: ["documents"],
  yachts: ["yachts"],
  profile: ["profile"],
} as const;

export type Area = keyof typeof areaPrefixes;
export const AREAS = Object.keys(areaPrefixes) as Area[];

const areaOfPrefix = new Map<string, Area>(AREAS.flatMap((area) => areaPrefixes[area].map((prefix) => [prefix, area] as const)));

/**
 * The lazily loaded area an id belongs to, if any (`students.list.title` → students): by its first
 * two segments if they are a prefix (`trips.wizard.title` → tripform), else by its first one.
 */
export function areaOf(id: string): Area | undefined {
  const dot = id.indexOf(".");
  if (dot <= 0) return undefined;
  const second = id.indexOf(".", dot + 1);
  return (second > dot + 1 ? areaOfPrefix.get(id.slice(0, second)) : undefined) ?? areaOfPrefix.get(id.slice(0, dot));
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
  trips: (l) => [none, json(l === "pl" ? import("./locales/trips.pl.json") : import("./locales/trips.en.json"))],
  tripform: (l) => [none, json(l === "pl" ? import("./locales/tripform.pl.json") : import("./locales/tripform.en.json"))],
  tripoptions: (l) => [none, json(l === "pl" ? import("./locales/tripoptions.pl.json") : import("./locales/tripoptions.en.json"))],
  documents: (l) => [
    l === "pl"
      ? import("../../../validation/messages/documents.pl.ts").then((m) => m.documentsPl)
      : import("../../../validation/messages/documents.en.ts").then((m) => m.documentsEn),
    json(l === "pl" ? import("./locales/documents.pl.json") : import("./locales/documents.en.json")),
  ],
  yachts: (l) => [none, json(l === "pl" ? import("./locales/yachts.pl.json") : import("./locales/yachts.en.json"))],
  profile: (l) => [none, json(l === "pl" ? import("./locales/profile.pl.json") : import("./locales/profile.en.json"))],
};

/** One area's texts in `language` (validation messages, then the web texts over them). */
export async function loadArea(area: Area, language: Language): Promise<Texts> {
  const [validation, web] = await Promise.all(loaders[area](language));
  return { ...validation, ...web };
}
