import { useCallback } from "react";
import { useMessageText } from "../../../../i18n/useMessageText.ts";
import { isErrorShown } from "../state/wizardSelectors.ts";
import { fieldId } from "./fieldId.ts";
import { useWizardContext } from "./useWizardContext.ts";

interface FieldBinding {
  id: string;
  /** The field's translated error, once the field was left or the step's errors revealed. */
  error: string | undefined;
  onBlur: () => void;
}

/** id, shown error and blur handling of a wizard field by its form path. */
export function useFieldProps(): (path: string) => FieldBinding {
  const { state, actions } = useWizardContext();
  const messageText = useMessageText();
  return useCallback(
    (path: string) => {
      const key = state.errors[path];
      return {
        id: fieldId(path),
        error: key && isErrorShown(state, path) ? messageText(key) : undefined,
        onBlur: () => actions.touch(path),
      };
    },
    [state, actions, messageText],
  );
}
