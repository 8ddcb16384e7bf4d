import { useEffect } from "react";

const SELECTOR = ".ant-table-content, .ant-table-body";

/** A table that scrolls sideways can be scrolled with the keyboard: it becomes a tab stop. */
function update(root: ParentNode) {
  for (const el of root.querySelectorAll<HTMLElement>(SELECTOR)) {
    const scrolls = el.scrollWidth > el.clientWidth + 1;
    if (scrolls && el.tabIndex < 0) {
      el.tabIndex = 0;
      el.setAttribute("role", "region");
      const caption = el.closest(".ant-table-wrapper")?.getAttribute("aria-label");
      if (caption) el.setAttribute("aria-label", caption);
    } else if (!scrolls && el.getAttribute("tabindex") === "0") {
      el.removeAttribute("tabindex");
      el.removeAttribute("role");
    }
  }
}

/**
 * Keeps every sideways-scrolling antd table reachable with the keyboard (WCAG 2.1.1): antd renders
 * the scroll container itself, so this watches the page and marks the ones that overflow.
 */
export function useFocusableScrollRegions() {
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => update(document));
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener("resize", schedule);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener("resize", schedule);
    };
  }, []);
}
