// Vite plugins that change one import line in one of antd's modules, to keep code out of the first
// screens that antd imports statically but this app never uses there. Each names the module, the
// exact line and its replacement; a new antd that imports differently builds as before (larger) and
// the build says so, it does not break.
import type { Plugin } from "vite";

type ImportRewrite = {
  /** The plugin's name. */
  name: string;
  /** The module, as a path under antd/es/ (e.g. "form/context.js"). */
  module: string;
  /** The import line as antd writes it. */
  line: string;
  /** What replaces it. */
  replacement: string;
  /** What stays in the build when the line is not found (for the warning). */
  otherwise: string;
};

function rewriteAntdImport({ name, module, line, replacement, otherwise }: ImportRewrite): Plugin {
  const suffix = `/node_modules/antd/es/${module}`;
  return {
    name,
    enforce: "pre",
    transform(code, id) {
      if (!id.endsWith(suffix)) return null;
      if (!code.includes(line)) {
        this.warn(`antd/es/${module} no longer has the line "${line}"; ${otherwise}`);
        return null;
      }
      return { code: code.replace(line, replacement), map: null };
    },
  };
}

/** A component in place of one never rendered here, which says so if it ever is (a web test would fail at once). */
const unavailable = (component: string, feature: string) =>
  `const ${component} = () => { throw new Error('${feature} is not available: web/build/antdImports.ts leaves it out of the build'); };`;

/**
 * antd's ConfigProvider reads form/context.js, which takes `FormProvider` from the index of
 * @rc-component/form; that index assigns Field, List and useForm onto the Form component (side
 * effects), so every page (also those without a form) would load the whole form library (≈ 15 kB as
 * sent). `FormProvider` lives in FormContext.js, a module without those side effects.
 */
export const lightFormContext = () =>
  rewriteAntdImport({
    name: "zeglog-light-form-context",
    module: "form/context.js",
    line: "import { FormProvider as RcFormProvider } from '@rc-component/form';",
    replacement: "import { FormProvider as RcFormProvider } from '@rc-component/form/es/FormContext';",
    otherwise: "the form library stays in the first chunk",
  });

/**
 * antd's ConfigProvider imports the tooltip's UniqueProvider statically but renders it only when its
 * `tooltip.unique` prop is set, which this app never does: every first screen loaded the tooltip
 * machinery (@rc-component/trigger, ≈ 8 kB as sent) for nothing. A lazy import would work too, but it
 * splits the shared vendor chunk in two (≈ 2 kB more on every screen).
 */
export const noTooltipUniqueProvider = () =>
  rewriteAntdImport({
    name: "zeglog-no-tooltip-unique-provider",
    module: "config-provider/index.js",
    line: "import UniqueProvider from '../tooltip/UniqueProvider';",
    replacement: unavailable("UniqueProvider", "ConfigProvider tooltip.unique"),
    otherwise: "the trigger stays in the first chunk",
  });

/**
 * antd's form label imports Tooltip statically but renders it only for a Form.Item with a `tooltip`
 * prop, which no form here has: every screen with a form (the sign-in screen too) loaded antd Tooltip
 * with @rc-component/trigger (≈ 11 kB as sent) for nothing.
 */
export const noFormLabelTooltip = () =>
  rewriteAntdImport({
    name: "zeglog-no-form-label-tooltip",
    module: "form/FormItemLabel.js",
    line: "import Tooltip from '../tooltip';",
    replacement: unavailable("Tooltip", "Form.Item tooltip"),
    otherwise: "the tooltip stays in the forms' chunks",
  });
