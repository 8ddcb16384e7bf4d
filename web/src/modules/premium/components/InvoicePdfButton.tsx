import { Button } from "antd";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { openPdf } from "../../documents/openPdf.ts";

interface InvoicePdfButtonProps {
  invoice: { number: string; pdfUrl: string };
  /** Called with null when the download starts, and with the failure's text when it fails. */
  onError: (text: string | null) => void;
  children: ReactNode;
}

/** A list's button that opens an invoice's PDF in a new tab (named with the invoice's number for screen readers). */
export function InvoicePdfButton({ invoice, onError, children }: InvoicePdfButtonProps) {
  const intl = useIntl();
  return (
    <Button
      size="small"
      aria-label={intl.formatMessage({ id: "subscriptions.history.downloadLabel" }, { number: invoice.number })}
      onClick={() => {
        onError(null);
        void openPdf({ path: invoice.pdfUrl }).then((result) => {
          if (!result.ok) onError(intl.formatMessage({ id: "subscriptions.history.pdfError" }));
        });
      }}
    >
      {children}
    </Button>
  );
}
