import type { ReactNode } from "react";

/** aria-* of a control inside a FieldFrame. */
export function fieldAria(id: string, { error, extra, required }: { error?: string; extra?: ReactNode; required?: boolean }) {
  const describedBy = [error ? `${id}-help` : null, extra ? `${id}-extra` : null].filter(Boolean).join(" ");
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    "aria-required": required || undefined,
  } as const;
}
