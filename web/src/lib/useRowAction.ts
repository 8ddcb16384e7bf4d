import { useState } from "react";
import { toErrorDetails } from "./toErrorDetails.ts";

/**
 * An action on one row of a list (revoke a token, delete or test a webhook, redeliver): which row's
 * action is running, and why the last one failed (the server's message, or the fallback text).
 */
export function useRowAction() {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** Runs `action` as the row `key`'s; resolves true when it succeeded. */
  const run = async (key: string, action: () => Promise<unknown>, failedText: string) => {
    setError(null);
    setBusy(key);
    try {
      await action();
      return true;
    } catch (e) {
      setError(toErrorDetails(e).message ?? failedText);
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { busy, error, run };
}
