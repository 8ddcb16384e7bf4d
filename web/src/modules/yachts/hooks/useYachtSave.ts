import { useMutation } from "@apollo/client/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { useMessageText } from "../../../i18n/useMessageText.ts";
import { toErrorDetails } from "../../../lib/toErrorDetails.ts";
import { yachtSchema, type YachtFormData } from "../../../../../validation/yacht.ts";
import { fieldErrorKeys } from "../../../../../validation/errors.ts";
import { createYachtMutation } from "../graphql/createYachtMutation.ts";
import { updateYachtMutation } from "../graphql/updateYachtMutation.ts";
import { forgetYachtLists } from "./forgetYachtLists.ts";

/** After a save the form shows its success message for a moment, then /yachts (which repeats it for 5 s). */
export const REDIRECT_DELAY_MS = 800;

export type YachtSaveStatus =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "error"; messages: string[]; fields: Record<string, string> }
  | { kind: "success"; message: string };

const FIELD_ORDER = ["name", "registrationNumber", "homePort", "hullLength", "enginesCount", "enginePower"];
const ordered = (fields: Record<string, string>) =>
  Object.entries(fields).sort(([a], [b]) => FIELD_ORDER.indexOf(a) - FIELD_ORDER.indexOf(b)).map(([, text]) => text);

/**
 * The yacht form's submit (spec §4, §8): checks the shared schema, creates or updates, lists the
 * errors (the server's field errors flattened, else its message, else 'saveError'), or shows the
 * success message and goes to /yachts.
 */
export function useYachtSave(yachtId: string | null) {
  const intl = useIntl();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const [createYacht] = useMutation(createYachtMutation, { update: forgetYachtLists });
  const [updateYacht] = useMutation(updateYachtMutation, { update: forgetYachtLists });
  const [status, setStatus] = useState<YachtSaveStatus>({ kind: "idle" });
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const submit = useCallback(
    async (form: YachtFormData) => {
      if (status.kind === "saving" || status.kind === "success") return;
      const parsed = yachtSchema.safeParse(form);
      if (!parsed.success) {
        const fields = Object.fromEntries(Object.entries(fieldErrorKeys(parsed.error)).map(([f, keys]) => [f, messageText(keys[0])]));
        setStatus({ kind: "error", messages: ordered(fields), fields });
        return;
      }
      setStatus({ kind: "saving" });
      try {
        const saved = yachtId
          ? (await updateYacht({ variables: { id: yachtId, input: parsed.data } })).data?.updateYacht
          : (await createYacht({ variables: { input: parsed.data } })).data?.createYacht;
        if (!saved) {
          setStatus({ kind: "error", messages: [intl.formatMessage({ id: "yachts.form.invalidResponse" })], fields: {} });
          return;
        }
        const message = intl.formatMessage({ id: yachtId ? "yachts.form.updated" : "yachts.form.created" });
        setStatus({ kind: "success", message });
        timer.current = window.setTimeout(() => void navigate("/yachts", { state: { flash: message } }), REDIRECT_DELAY_MS);
      } catch (error) {
        const details = toErrorDetails(error);
        const fields = details.fields;
        const messages = Object.keys(fields).length > 0 ? ordered(fields) : [details.message ?? intl.formatMessage({ id: "yachts.form.saveError" })];
        setStatus({ kind: "error", messages, fields });
      }
    },
    [status.kind, yachtId, intl, messageText, createYacht, updateYacht, navigate],
  );

  return { status, saving: status.kind === "saving", done: status.kind === "success", submit };
}
