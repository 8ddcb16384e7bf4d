import { useCallback, useRef, useState } from "react";
import { openPdf } from "../openPdf.ts";

/**
 * One PDF button's state: `generating` while its request runs (a second click is ignored), and
 * `failed` after an error until the next try. What the error says is the caller's (spec §8 gives
 * each document its own sentence).
 */
export function usePdfAction(path: string) {
  const [generating, setGenerating] = useState(false);
  const [failed, setFailed] = useState(false);
  const running = useRef(false);

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setGenerating(true);
    setFailed(false);
    try {
      const result = await openPdf({ path });
      setFailed(!result.ok);
    } finally {
      running.current = false;
      setGenerating(false);
    }
  }, [path]);

  return { generating, failed, run };
}
