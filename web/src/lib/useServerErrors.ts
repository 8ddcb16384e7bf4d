import { useCallback, useState } from "react";
import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { toErrorDetails } from "./toErrorDetails.ts";

interface ServerErrors {
  /** Text for the alert above the form, or null. */
  alert: string | null;
  clearAlert: () => void;
  /**
   * Shows a failed request: each server field message under its field (focusing the first), messages
   * for fields the form does not show in the alert, otherwise the server's message or `fallback`.
   */
  report: (error: unknown, fallback: string) => void;
}

export function useServerErrors<TValues extends FieldValues>(setError: UseFormSetError<TValues>, fieldNames: readonly FieldPath<TValues>[]): ServerErrors {
  const [alert, setAlert] = useState<string | null>(null);

  const report = useCallback(
    (error: unknown, fallback: string) => {
      const details = toErrorDetails(error);
      const unmatched: string[] = [];
      let matched = 0;
      for (const [field, text] of Object.entries(details.fields)) {
        const name = fieldNames.find((candidate) => candidate === field);
        if (name) {
          setError(name, { type: "server", message: text }, { shouldFocus: matched === 0 });
          matched += 1;
        } else {
          unmatched.push(text);
        }
      }
      if (unmatched.length > 0) setAlert(unmatched.join(" "));
      else if (matched > 0) setAlert(null);
      else setAlert(details.message ?? fallback);
    },
    [setError, fieldNames],
  );

  const clearAlert = useCallback(() => setAlert(null), []);
  return { alert, clearAlert, report };
}
