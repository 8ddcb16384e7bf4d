import type { ApolloCache } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { useMessageText } from "../../../../i18n/useMessageText.ts";
import { toErrorDetails } from "../../../../lib/toErrorDetails.ts";
import { createTripMutation } from "../graphql/createTripMutation.ts";
import { updateTripMutation } from "../graphql/updateTripMutation.ts";
import { fieldMessages, type SaveMessage } from "../mapping/fieldMessages.ts";
import { toTripInput } from "../mapping/toTripInput.ts";
import type { WizardState } from "../state/wizardTypes.ts";

/** After creation the list opens 1.5 s later (spec §9); after an update, the trip. */
const REDIRECT_DELAY_MS = 1500;

export type SaveStatus =
  { kind: "idle" } | { kind: "saving" } | { kind: "error"; messages: SaveMessage[]; conflict: boolean } | { kind: "success"; message: string };

/** Lists and histories read before this save are stale: drop them so they load again. */
function forgetTripLists(cache: ApolloCache) {
  cache.evict({ id: "ROOT_QUERY", fieldName: "trips" });
  cache.evict({ id: "ROOT_QUERY", fieldName: "tripHistory" });
  cache.gc();
}

/**
 * Step 5's submit (spec §4, §8): creates or updates (with expectedVersion) the trip normalised by
 * the shared schema; lists the errors under a heading, or shows success and moves on. The form
 * keeps everything typed when saving fails.
 */
export function useTripSave(state: WizardState) {
  const intl = useIntl();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const [createTrip] = useMutation(createTripMutation, { update: forgetTripLists });
  const [updateTrip] = useMutation(updateTripMutation, { update: forgetTripLists });
  const [status, setStatus] = useState<SaveStatus>({ kind: "idle" });
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const submit = useCallback(async () => {
    if (status.kind === "saving" || status.kind === "success") return;
    const parsed = toTripInput(state.form);
    if (!parsed.ok) {
      const fields = Object.fromEntries(Object.entries(parsed.errors).map(([path, key]) => [path, messageText(key)]));
      setStatus({ kind: "error", messages: fieldMessages(intl, fields), conflict: false });
      return;
    }
    const tripId = state.isEditMode ? state.tripId : null;
    setStatus({ kind: "saving" });
    try {
      const saved = tripId
        ? (await updateTrip({ variables: { id: tripId, input: parsed.input, expectedVersion: state.version } })).data?.updateTrip
        : (await createTrip({ variables: { input: parsed.input } })).data?.createTrip;
      if (!saved) {
        setStatus({ kind: "error", messages: [{ text: intl.formatMessage({ id: "trips.wizard.emptyResult" }) }], conflict: false });
        return;
      }
      const message = intl.formatMessage({ id: tripId ? "trips.updated" : "trips.created" });
      setStatus({ kind: "success", message });
      const target = tripId ? `/sailing-trips/${saved.id}` : "/sailing-trips";
      timer.current = window.setTimeout(() => void navigate(target, { state: { flash: message } }), REDIRECT_DELAY_MS);
    } catch (error) {
      const details = toErrorDetails(error);
      const hasFields = Object.keys(details.fields).length > 0;
      const messages = hasFields ? fieldMessages(intl, details.fields) : [{ text: details.message ?? intl.formatMessage({ id: "trips.wizard.unknownError" }) }];
      setStatus({ kind: "error", messages, conflict: tripId !== null && details.code === "CONFLICT" });
    }
  }, [status.kind, state, intl, messageText, createTrip, updateTrip, navigate]);

  const clear = useCallback(() => setStatus({ kind: "idle" }), []);
  return { status, saving: status.kind === "saving", done: status.kind === "success", submit, clear };
}
