import { Alert } from "antd";
import { useEffect, useState } from "react";
import { useLocation } from "react-router-dom";

/** The success banner goes away after 5 s (spec §9). */
const FLASH_MS = 5000;

/** A success message shown on the list; `id` tells two equal messages apart. */
export type Flash = { text: string; id: string };

function flashOf(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("flash" in state)) return null;
  const { flash } = state as { flash?: unknown };
  return typeof flash === "string" && flash !== "" ? flash : null;
}

/**
 * The success banner: `local` (a deletion on this page) or the message the form passed along when
 * it navigated here. Closes itself after 5 s.
 */
export function YachtFlash({ local }: { local: Flash | null }) {
  const location = useLocation();
  const routed = flashOf(location.state);
  const current = local ?? (routed ? { text: routed, id: location.key } : null);
  const [closedId, setClosedId] = useState<string | null>(null);
  const open = current !== null && closedId !== current.id;
  const id = current?.id;
  useEffect(() => {
    if (!open || id === undefined) return;
    const timer = window.setTimeout(() => setClosedId(id), FLASH_MS);
    return () => window.clearTimeout(timer);
  }, [open, id]);
  if (!open) return null;
  return (
    <Alert type="success" showIcon title={current.text} closable={{ onClose: () => setClosedId(current.id) }} style={{ marginBottom: 16 }} role="status" />
  );
}
