import { theme } from "antd";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useIntl } from "react-intl";
import { pageLoads } from "../../../lib/pageLoads.ts";

/** A page load that ends sooner shows nothing (no flash on a fast connection). */
const SHOW_AFTER_MS = 200;

/**
 * A thin bar across the top while the next page's code loads (the old page stays on screen meanwhile,
 * see lib/pageLoads.ts): it grows towards the right edge and is gone when the page is there.
 */
export function PageLoadBar() {
  const loading = useSyncExternalStore(pageLoads.subscribe, pageLoads.isLoading, pageLoads.isLoading);
  return loading ? <DelayedBar /> : null;
}

/** Mounted for one pending load: nothing for a moment, then the bar, drawn narrow and widened so its transition runs. */
function DelayedBar() {
  const intl = useIntl();
  const { token } = theme.useToken();
  const [stage, setStage] = useState<"waiting" | "narrow" | "grown">("waiting");

  useEffect(() => {
    const show = window.setTimeout(() => setStage("narrow"), SHOW_AFTER_MS);
    return () => window.clearTimeout(show);
  }, []);
  useEffect(() => {
    if (stage !== "narrow") return;
    const grow = window.requestAnimationFrame(() => setStage("grown"));
    return () => window.cancelAnimationFrame(grow);
  }, [stage]);

  if (stage === "waiting") return null;
  return (
    <div
      role="progressbar"
      aria-label={intl.formatMessage({ id: "layout.pageLoading" })}
      style={{
        position: "fixed",
        top: 0,
        left: 0,
        height: 3,
        width: stage === "grown" ? "85%" : "15%",
        transition: "width 4s cubic-bezier(0.1, 0.6, 0.3, 1)",
        background: token.colorPrimary,
        zIndex: 2000,
      }}
    />
  );
}
