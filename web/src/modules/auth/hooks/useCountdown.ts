import { useCallback, useEffect, useState } from "react";

/** Seconds left of a countdown started with `start(seconds)`; 0 when idle. Ticks once a second. */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (secondsLeft <= 0) return undefined;
    const timer = window.setTimeout(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  const start = useCallback((seconds: number) => setSecondsLeft(seconds), []);
  return { secondsLeft, start };
}
