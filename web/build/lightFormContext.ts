// A Vite plugin keeping antd's form machinery out of the first chunk. antd's ConfigProvider reads
// form/context.js, which takes `FormProvider` from the index of @rc-component/form; that index
// assigns Field, List and useForm onto the Form component (side effects), so every page (also
// those without a form) would load the whole form library (≈ 15 kB as sent). `FormProvider` lives
// in FormContext.js, a module without those side effects: this import is pointed there.
import type { Plugin } from "vite";

const FILE = /\/node_modules\/antd\/es\/form\/context\.js$/;
const IMPORT = "import { FormProvider as RcFormProvider } from '@rc-component/form';";
const DIRECT = "import { FormProvider as RcFormProvider } from '@rc-component/form/es/FormContext';";

export function lightFormContext(): Plugin {
  return {
    name: "zeglog-light-form-context",
    enforce: "pre",
    transform(code, id) {
      if (!FILE.test(id)) return null;
      // A new antd that imports differently builds as before (larger), it does not break.
      if (!code.includes(IMPORT)) {
        this.warn("antd/es/form/context.js no longer imports FormProvider as expected; the form library stays in the first chunk");
        return null;
      }
      return { code: code.replace(IMPORT, DIRECT), map: null };
    },
  };
}
