import { Button, Flex, Typography } from "antd";
import { useIntl } from "react-intl";
import { usePdfAction } from "../hooks/usePdfAction.ts";
import { usePdfLanguage } from "../hooks/usePdfLanguage.ts";
import { withPdfLanguage } from "../pdfLanguage.ts";

interface PdfButtonProps {
  /** REST path of the PDF (the remembered PDF language is added as `?lang=`). */
  path: string;
  /** i18n ids of the button's text and of the error shown when generating fails. */
  labelId: string;
  errorId: string;
  /** A fuller name for screen readers where the visible text is short (e.g. the member's name). */
  ariaLabel?: string;
  block?: boolean;
}

/** A button that opens a PDF (in the chosen language) in a new tab; disabled with a spinner while it is generated. */
export function PdfButton({ path, labelId, errorId, ariaLabel, block }: PdfButtonProps) {
  const intl = useIntl();
  const [language] = usePdfLanguage();
  const { generating, failed, run } = usePdfAction(withPdfLanguage(path, language));
  return (
    <Flex vertical gap={4} align={block ? "stretch" : "flex-start"}>
      <Button loading={generating} disabled={generating} aria-label={ariaLabel} onClick={() => void run()} block={block}>
        {intl.formatMessage({ id: labelId })}
      </Button>
      {failed ? (
        <Typography.Text type="danger" role="alert">
          {intl.formatMessage({ id: errorId })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
