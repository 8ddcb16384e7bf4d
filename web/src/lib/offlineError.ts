/**
 * A request that never reached the server (no connection, DNS, the server unreachable). The Apollo
 * link turns fetch's bare TypeError into this, so the forms can say "no connection" instead of a
 * generic failure; `saving` tells a mutation (nothing was saved) from a read.
 */
export class OfflineError extends Error {
  readonly saving: boolean;

  constructor(saving: boolean, cause?: unknown) {
    super(saving ? "Offline: the changes were not saved" : "Offline: the data could not be loaded", { cause });
    this.name = "OfflineError";
    this.saving = saving;
  }
}

/** True for what fetch rejects with when the network fails, or anything while the browser is offline. */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return true;
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}
