import type { ApolloCache } from "@apollo/client";

/** Yacht lists and searches read before a write are stale: drop them so they load again. */
export function forgetYachtLists(cache: ApolloCache) {
  cache.evict({ id: "ROOT_QUERY", fieldName: "yachts" });
  cache.evict({ id: "ROOT_QUERY", fieldName: "searchYachts" });
  cache.gc();
}
