import { useState } from "react";

const PAGE_SIZE = 20;

/**
 * A server-side searched, cursor-paged list: the search text and the `after` cursors of the pages
 * walked so far (next pushes the page's endCursor, previous pops it; a new search starts over).
 */
export function usePagedSearch() {
  const [search, setSearchText] = useState("");
  const [cursors, setCursors] = useState<string[]>([]);
  const setSearch = (text: string) => {
    setSearchText(text.trim());
    setCursors([]);
  };
  return {
    search,
    setSearch,
    page: cursors.length + 1,
    next: (endCursor: string) => setCursors((c) => [...c, endCursor]),
    previous: () => setCursors((c) => c.slice(0, -1)),
    variables: { search: search || null, first: PAGE_SIZE, after: cursors.at(-1) ?? null },
  };
}
