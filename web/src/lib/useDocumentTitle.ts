import { useEffect } from "react";

const APP_NAME = "Żeglog";

/**
 * Sets document.title to "<title> — Żeglog" while the page is shown (the bare app name while the
 * title is not known yet, e.g. before the trip has loaded). `exact` uses the title as it is.
 */
export function useDocumentTitle(title: string | undefined | null, options: { exact?: boolean } = {}) {
  const full = title ? (options.exact ? title : `${title} — ${APP_NAME}`) : APP_NAME;
  useEffect(() => {
    document.title = full;
  }, [full]);
}
