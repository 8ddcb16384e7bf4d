// A Vite plugin keeping the tooltip machinery (@rc-component/trigger, ≈ 8 kB as sent) out of the
// first chunk. antd's ConfigProvider imports the tooltip's UniqueProvider statically, but renders
// it only when its `tooltip.unique` prop is set, which this app never does; so every first screen
// loaded the trigger for nothing. The import is replaced by a component that says so when rendered
// (a web test would fail at once), instead of silently dropping the feature. A lazy import would
// work too, but it splits the shared vendor chunk in two (≈ 2 kB more on every screen).
import type { Plugin } from "vite";

const FILE = /\/node_modules\/antd\/es\/config-provider\/index\.js$/;
const IMPORT = "import UniqueProvider from '../tooltip/UniqueProvider';";
const STUB =
  "const UniqueProvider = () => { throw new Error('ConfigProvider tooltip.unique is not available: web/build/noTooltipUniqueProvider.ts leaves it out of the build'); };";

export function noTooltipUniqueProvider(): Plugin {
  return {
    name: "zeglog-no-tooltip-unique-provider",
    enforce: "pre",
    transform(code, id) {
      if (!FILE.test(id)) return null;
      // A new antd that imports differently builds as before (larger), it does not break.
      if (!code.includes(IMPORT)) {
        this.warn("antd/es/config-provider/index.js no longer imports the tooltip's UniqueProvider as expected; the trigger stays in the first chunk");
        return null;
      }
      return { code: code.replace(IMPORT, STUB), map: null };
    },
  };
}
