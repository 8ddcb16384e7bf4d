import { type RefObject, useEffect } from "react";

/** While `open`, a pointer press outside `container` or the Escape key calls `close`. */
export function useDismiss(container: RefObject<HTMLElement | null>, open: boolean, close: (reason: "outside" | "escape") => void) {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (container.current && event.target instanceof Node && !container.current.contains(event.target)) close("outside");
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close("escape");
    };
    document.addEventListener("mousedown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("mousedown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [container, open, close]);
}
