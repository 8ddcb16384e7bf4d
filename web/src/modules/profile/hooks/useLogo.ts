import { useCallback, useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { LOGO_MAX_BYTES } from "../../../../../validation/profile.ts";
import { LogoRequestError, deleteLogo, fetchLogo, uploadLogo } from "./logoRequests.ts";

type LogoStatus = "loading" | "empty" | "shown" | "error";
type LogoNotice = { type: "success" | "error" | "info"; text: string } | null;

/**
 * The logo panel's state: the current image (an object URL), the upload progress in percent
 * (null when idle), and the last message. The image is fetched only when the profile says there
 * is one (`present`), so a captain without a logo causes no 404; an upload fetches the new image.
 */
export function useLogo(present: boolean) {
  const intl = useIntl();
  const t = useCallback((id: string) => intl.formatMessage({ id }), [intl]);
  const [status, setStatus] = useState<LogoStatus>(present ? "loading" : "empty");
  const [url, setUrl] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState<LogoNotice>(null);
  const [recommendation, setRecommendation] = useState<string | null>(null);

  const errorText = useCallback(
    (e: unknown, fallbackId: string) => {
      if (e instanceof LogoRequestError && e.kind === "noToken") return t("profile.logo.noToken");
      if (e instanceof LogoRequestError && e.serverMessage) return e.serverMessage;
      return t(fallbackId);
    },
    [t],
  );

  // The profile may say "a logo" only after it loads: show the loading state from that render on
  // (adjusting state to a prop during render, not in an effect).
  const [wasPresent, setWasPresent] = useState(present);
  if (present !== wasPresent) {
    setWasPresent(present);
    if (present) setStatus("loading");
  }

  const show = useCallback((blob: Blob | null) => {
    setUrl(blob ? URL.createObjectURL(blob) : null);
    setStatus(blob ? "shown" : "empty");
  }, []);
  const showLoadError = useCallback(
    (e: unknown) => {
      setStatus("error");
      setNotice({ type: "error", text: errorText(e, "profile.logo.loadError") });
    },
    [errorText],
  );

  const load = useCallback(() => {
    setStatus("loading");
    return fetchLogo().then(show, showLoadError);
  }, [show, showLoadError]);

  useEffect(() => {
    if (!present) return;
    let live = true;
    fetchLogo().then(
      (blob) => live && show(blob),
      (e: unknown) => live && showLoadError(e),
    );
    return () => {
      live = false;
    };
  }, [present, show, showLoadError]);
  // The previous image's object URL is released when it is replaced or the panel goes away.
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );

  const upload = useCallback(
    async (file: File) => {
      setNotice(null);
      setRecommendation(null);
      if (!file.type.startsWith("image/")) return setNotice({ type: "error", text: t("validation.logo.notImage") });
      if (file.size > LOGO_MAX_BYTES) return setNotice({ type: "error", text: t("validation.logo.tooLarge") });
      setProgress(0);
      try {
        const answer = await uploadLogo(file, setProgress);
        setNotice({ type: "success", text: answer.message ?? t("validation.logo.saved") });
        setRecommendation(answer.recommendation ?? null);
        await load();
      } catch (e) {
        setNotice({ type: "error", text: errorText(e, "profile.logo.uploadError") });
      } finally {
        setProgress(null);
      }
    },
    [errorText, load, t],
  );

  const remove = useCallback(async () => {
    setNotice(null);
    setDeleting(true);
    try {
      const message = await deleteLogo();
      setNotice({ type: "success", text: message ?? t("validation.logo.deleted") });
      setRecommendation(null);
      setUrl(null);
      setStatus("empty");
    } catch (e) {
      setNotice({ type: "error", text: errorText(e, "profile.logo.deleteError") });
    } finally {
      setDeleting(false);
    }
  }, [errorText, t]);

  return { status, url, progress, deleting, notice, recommendation, upload, remove, reload: load };
}
