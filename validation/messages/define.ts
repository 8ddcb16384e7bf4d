/** One area's messages: the Polish texts define the keys, the English ones must have exactly the same keys. */
export function defineMessages<const P extends Record<string, string>>(m: { pl: P; en: Record<keyof P, string> }) {
  return m;
}

/** Merges several areas' messages into one pair of catalogs. */
export function mergeMessages<const A extends { pl: Record<string, string>; en: Record<string, string> }[]>(...areas: A) {
  const pl = Object.assign({}, ...areas.map((a) => a.pl)) as UnionToIntersection<A[number]["pl"]>;
  const en = Object.assign({}, ...areas.map((a) => a.en)) as Record<keyof typeof pl, string>;
  return { pl, en };
}

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
