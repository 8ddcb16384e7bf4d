import { Button } from "antd";
import { useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";

/** Copies an invitation code to the clipboard; the button says 'Skopiowano' for a moment (or that copying failed). */
export function CopyCodeButton({ code }: { code: string }) {
  const intl = useIntl();
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setState("copied");
    } catch {
      setState("failed");
    }
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState("idle"), 2500);
  };
  const text = { idle: "students.invitations.copy", copied: "students.invitations.copied", failed: "students.invitations.copyFailed" }[state];
  return (
    <Button
      size="small"
      onClick={() => void copy()}
      aria-label={state === "idle" ? intl.formatMessage({ id: "students.invitations.copyLabel" }, { code }) : undefined}
    >
      <span aria-live="polite">{intl.formatMessage({ id: text })}</span>
    </Button>
  );
}
