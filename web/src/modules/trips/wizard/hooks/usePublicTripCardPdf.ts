import { useCallback, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { useMessageText } from "../../../../i18n/useMessageText.ts";
import type { TripFormData } from "../../../../../../validation/trip.ts";
import type { SaveStatus } from "./useTripSave.ts";
import { fieldMessages } from "../mapping/fieldMessages.ts";
import { toTripInput } from "../mapping/toTripInput.ts";
import { openPdf } from "../../../documents/openPdf.ts";
import { withPdfLanguage } from "../../../documents/pdfLanguage.ts";
import { usePdfLanguage } from "../../../documents/hooks/usePdfLanguage.ts";

const PUBLIC_TRIP_CARD_PATH = "/api/public/trip-card-pdf";

/**
 * Step 5's submit of the free generator (/public-trip-card): the form goes to POST
 * /api/public/trip-card-pdf as it is (camelCase, validated there by the same schema), in the
 * chosen PDF language, and the voyage card opens in a new tab; nothing is saved. Shaped like
 * useTripSave so the wizard shows it the same way; it is never "done", so the card can be generated again after a correction.
 */
export function usePublicTripCardPdf(form: TripFormData) {
  const intl = useIntl();
  const messageText = useMessageText();
  const [language] = usePdfLanguage();
  const [status, setStatus] = useState<SaveStatus>({ kind: "idle" });
  const running = useRef(false);

  const submit = useCallback(async () => {
    if (running.current) return;
    const parsed = toTripInput(form);
    if (!parsed.ok) {
      const fields = Object.fromEntries(Object.entries(parsed.errors).map(([path, key]) => [path, messageText(key)]));
      setStatus({ kind: "error", messages: fieldMessages(intl, fields), conflict: false });
      return;
    }
    running.current = true;
    setStatus({ kind: "saving" });
    try {
      const result = await openPdf({ path: withPdfLanguage(PUBLIC_TRIP_CARD_PATH, language), body: form });
      if (result.ok) {
        setStatus({ kind: "success", message: intl.formatMessage({ id: "documents.public.opened" }) });
      } else if (result.kind === "network") {
        setStatus({ kind: "error", messages: [{ text: intl.formatMessage({ id: "documents.public.connectionError" }) }], conflict: false });
      } else {
        const message = result.message ?? intl.formatMessage({ id: "documents.public.error" });
        setStatus({ kind: "error", messages: [{ text: message }, ...fieldMessages(intl, result.errors)], conflict: false });
      }
    } finally {
      running.current = false;
    }
  }, [form, intl, messageText, language]);

  const clear = useCallback(() => setStatus({ kind: "idle" }), []);
  return { status, saving: status.kind === "saving", done: false, submit, clear };
}
