import { type RefObject, useEffect } from "react";
import type { FieldPath, FieldValues, UseFormSetValue } from "react-hook-form";

/**
 * What was typed into a prerendered form (or filled in by the browser's password manager) before
 * the app took the page over: the inputs kept it (hydration does not overwrite a field), now the
 * form's state gets it too, as if typed after — else the next render would empty the fields.
 */
export function useValuesFilledBeforeTheApp<T extends FieldValues>(
  formRef: RefObject<HTMLFormElement | null>,
  setValue: UseFormSetValue<T>,
  names: readonly FieldPath<T>[],
) {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const name of names) {
      const input = form.elements.namedItem(name);
      if (!(input instanceof HTMLInputElement)) continue;
      if (input.type === "checkbox") {
        if (input.checked) setValue(name, true as never, { shouldDirty: true });
      } else if (input.value !== "") setValue(name, input.value as never, { shouldDirty: true });
    }
    // Once, on the first commit: later changes go through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
