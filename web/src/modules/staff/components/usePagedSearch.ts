import { useState } from "react";

export const PAGE_SIZE = 20;

/** A server-side searched and paged list: the search text and page (a new search starts at page 1). */
export function usePagedSearch() {
  const [search, setSearchText] = useState("");
  const [page, setPage] = useState(1);
  const setSearch = (text: string) => {
    setSearchText(text.trim());
    setPage(1);
  };
  return { search, page, setSearch, setPage, variables: { search: search || null, page, pageSize: PAGE_SIZE } };
}
