import { useMutation } from "@apollo/client/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import type { YachtInput } from "../../../../../validation/yacht.ts";
import { createYachtMutation } from "../graphql/createYachtMutation.ts";
import { updateYachtMutation } from "../graphql/updateYachtMutation.ts";
import { forgetYachtLists } from "./forgetYachtLists.ts";

/** After a save the form shows its success message for a moment, then /yachts (which repeats it for 5 s). */
const REDIRECT_DELAY_MS = 800;

/**
 * The yacht form's save (spec §4, §8): creates or updates an input the shared schema already
 * accepted, then shows the success message and goes to /yachts. A failed request rejects (the form
 * maps the server's field errors onto its fields).
 */
export function useYachtSave(yachtId: string | null) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [createYacht] = useMutation(createYachtMutation, { update: forgetYachtLists });
  const [updateYacht] = useMutation(updateYachtMutation, { update: forgetYachtLists });
  const [success, setSuccess] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const save = useCallback(
    async (input: YachtInput) => {
      const saved = yachtId
        ? (await updateYacht({ variables: { id: yachtId, input } })).data?.updateYacht
        : (await createYacht({ variables: { input } })).data?.createYacht;
      if (!saved) throw new Error("The yacht mutation returned no yacht");
      const message = intl.formatMessage({ id: yachtId ? "yachts.form.updated" : "yachts.form.created" });
      setSuccess(message);
      timer.current = window.setTimeout(() => void navigate("/yachts", { state: { flash: message } }), REDIRECT_DELAY_MS);
    },
    [yachtId, intl, createYacht, updateYacht, navigate],
  );

  return { success, save };
}
