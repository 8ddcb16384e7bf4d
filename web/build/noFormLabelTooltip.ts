// A Vite plugin keeping the tooltip machinery (antd Tooltip with @rc-component/trigger, ≈ 11 kB as
// sent) out of the forms' first render. antd's form label imports Tooltip statically, but renders
// it only for a Form.Item with a `tooltip` prop, which no form here has; so every screen with a
// form (the sign-in screen too) loaded the tooltip for nothing. The import is replaced by a component
// that says so when rendered (a web test would fail at once), instead of silently dropping the
// feature. A lazy import would work too, but it splits the shared vendor chunk (≈ 2 kB more on
// every screen).
import type { Plugin } from "vite";

const FILE = /\/node_modules\/antd\/es\/form\/FormItemLabel\.js$/;
const IMPORT = "import Tooltip from '../tooltip';";
const STUB = "const Tooltip = () => { throw new Error('Form.Item tooltip is not available: web/build/noFormLabelTooltip.ts leaves it out of the build'); };";

export function noFormLabelTooltip(): Plugin {
  return {
    name: "zeglog-no-form-label-tooltip",
    enforce: "pre",
    transform(code, id) {
      if (!FILE.test(id)) return null;
      // A new antd that imports differently builds as before (larger), it does not break.
      if (!code.includes(IMPORT)) {
        this.warn("antd/es/form/FormItemLabel.js no longer imports Tooltip as expected; the tooltip stays in the forms' chunks");
        return null;
      }
      return { code: code.replace(IMPORT, STUB), map: null };
    },
  };
}
