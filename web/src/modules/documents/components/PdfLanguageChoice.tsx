import { Flex, Segmented, Typography } from "antd";
import { useId } from "react";
import { useIntl } from "react-intl";
import { usePdfLanguage } from "../hooks/usePdfLanguage.ts";
import { PDF_LANGUAGES, type PdfLanguage } from "../pdfLanguage.ts";

const LABEL_IDS: Record<PdfLanguage, string> = {
  "pl-en": "documents.language.plEn",
  pl: "documents.language.pl",
  en: "documents.language.en",
};

/** 'Język PDF: PL + EN | PL | EN' beside the PDF buttons; the choice is remembered. */
export function PdfLanguageChoice() {
  const intl = useIntl();
  const labelId = useId();
  const name = useId(); // each chooser its own radio group (several can be on one page)
  const [language, setLanguage] = usePdfLanguage();
  const label = intl.formatMessage({ id: "documents.language.label" });
  return (
    <Flex align="center" gap={6} wrap>
      <Typography.Text type="secondary" id={labelId}>
        {label}
      </Typography.Text>
      <Segmented
        aria-labelledby={labelId}
        // One tab stop: the checked option's radio (arrow keys switch), not also the group.
        tabIndex={-1}
        size="small"
        name={name}
        value={language}
        onChange={(value) => setLanguage(PDF_LANGUAGES.find((l) => l === value) ?? "pl-en")}
        options={PDF_LANGUAGES.map((value) => ({
          value,
          label: <span title={intl.formatMessage({ id: `${LABEL_IDS[value]}.title` })}>{intl.formatMessage({ id: LABEL_IDS[value] })}</span>,
        }))}
      />
    </Flex>
  );
}
