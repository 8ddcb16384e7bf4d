import { Typography } from "antd";
import { useIntl } from "react-intl";
import { DetailSection } from "../../shared/components/DetailSection.tsx";
import { Given } from "./Given.tsx";

/** The captain's notes, line breaks kept. */
export function NotesSection({ notes }: { notes: string | null | undefined }) {
  const intl = useIntl();
  return (
    <DetailSection title={intl.formatMessage({ id: "trips.detail.sections.notes" })}>
      <Given value={notes}>
        <Typography.Paragraph style={{ whiteSpace: "pre-wrap", marginBottom: 0 }}>{notes}</Typography.Paragraph>
      </Given>
    </DetailSection>
  );
}
