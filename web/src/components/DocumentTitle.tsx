import { useIntl } from "react-intl";
import { useDocumentTitle } from "../lib/useDocumentTitle.ts";

interface DocumentTitleProps {
  /** message id of the page's title */
  id: string;
  values?: Record<string, string | number>;
  /** the message is the whole title (no " — Żeglog" added) */
  exact?: boolean;
}

/** Sets the page's document.title from a message; renders nothing. */
export function DocumentTitle({ id, values, exact }: DocumentTitleProps) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id }, values), { exact });
  return null;
}
