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
 * antd's Layout asks whether a child is its Sider (to lay out beside it), and so imports the Sider
 * with its style and its trigger's three icons (≈ 2.5 kB as sent) onto every screen; this app has no
 * Sider. In its place a value no child's type ever equals: the layout is laid out as without one. (A
 * Sider would still register itself through the layout's context, and antd's Menu imports the real
 * one where it is used.)
 */
export const noLayoutSider = () =>
  rewriteAntdImport({
    name: "zeglog-no-layout-sider",
    module: "layout/hooks/useHasSider.js",
    line: "import Sider from '../Sider';",
    replacement: "const Sider = Symbol('no Sider here: web/build/antdImports.ts');",
    otherwise: "the Sider and its icons stay in the first chunk",
  });

/**
 * antd's Input takes rc-input's Input from the package index, which also imports its TextArea with
 * the auto-size machinery (≈ 1.5 kB as sent) onto every screen with a text field (the sign-in screen
 * too); the Input module alone is the same component.
 */
export const inputWithoutTextArea = () =>
  rewriteAntdImport({
    name: "zeglog-input-without-textarea",
    module: "input/Input.js",
    line: "import RcInput from '@rc-component/input';",
    replacement: "import RcInput from '@rc-component/input/es/Input';",
    otherwise: "rc-input's TextArea stays with every text field",
  });
