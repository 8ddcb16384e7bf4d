import { Alert } from "antd";
import { useState } from "react";
import { useLocation } from "react-router-dom";

/** Navigation state that carries a one-off success message to the next page (`navigate(to, { state: { flash } })`). */
export interface FlashState {
  flash?: string;
}

function flashOf(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("flash" in state)) return null;
  const { flash } = state as FlashState;
  return typeof flash === "string" && flash !== "" ? flash : null;
}

/** Shows the success message the previous page passed along (e.g. after deleting a trip). */
export function FlashNotice() {
  const location = useLocation();
  const [closedKey, setClosedKey] = useState<string | null>(null);
  const text = flashOf(location.state);
  if (!text || closedKey === location.key) return null;
  return <Alert type="success" showIcon title={text} closable={{ onClose: () => setClosedKey(location.key) }} style={{ marginBottom: 16 }} role="status" />;
}
