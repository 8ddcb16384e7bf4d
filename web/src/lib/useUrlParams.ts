import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";

/**
 * The page's query parameters and one way to change several at once (null removes one). Changes
 * replace the history entry, so typing a search does not fill the back button.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { params, update };
}
