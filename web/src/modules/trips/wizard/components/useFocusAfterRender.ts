import { useCallback, useEffect, useState } from "react";

/** Focuses the element with a given id after the next render (e.g. a row just added). */
export function useFocusAfterRender(): (id: string) => void {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    document.getElementById(target)?.focus();
    setTarget(null);
  }, [target]);
  return useCallback((id: string) => setTarget(id), []);
}
