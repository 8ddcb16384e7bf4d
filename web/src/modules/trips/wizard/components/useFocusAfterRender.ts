import { useCallback, useEffect, useRef, useState } from "react";

/** Focuses the element with a given id after the next render (e.g. a row just added). */
export function useFocusAfterRender(): (id: string) => void {
  const target = useRef<string | null>(null);
  // Each request renders once more, so the element exists when the effect runs.
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    const id = target.current;
    if (!id) return;
    target.current = null;
    document.getElementById(id)?.focus();
  }, [requests]);
  return useCallback((id: string) => {
    target.current = id;
    setRequests((n) => n + 1);
  }, []);
}
