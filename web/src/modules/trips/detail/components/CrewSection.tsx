import { Empty, Flex, Typography } from "antd";
import { useIntl } from "react-intl";
import { TripPdfButton } from "../../../documents/components/TripPdfButton.tsx";
import { PdfLanguageChoice } from "../../../documents/components/PdfLanguageChoice.tsx";
import { DetailSection } from "../../shared/components/DetailSection.tsx";
import { CrewMemberDropdown } from "./CrewMemberDropdown.tsx";
import type { TripDetailData } from "./tripDetailTypes.ts";
import { useOptionLabel } from "./useOptionLabel.ts";

const OTHER = "_other";

/** The numbered crew, each with a details dropdown, and all their opinions in one PDF. */
export function CrewSection({ trip }: { trip: TripDetailData }) {
  const intl = useIntl();
  const optionLabel = useOptionLabel();
  const title = intl.formatMessage({ id: "trips.detail.sections.crew" });
  if (trip.crewMembers.length === 0) {
    return (
      <DetailSection title={title}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage({ id: "trips.detail.crew.empty" })} />
      </DetailSection>
    );
  }
  return (
    <DetailSection title={title}>
      <Flex justify="flex-end" align="flex-start" gap={8} wrap style={{ marginBottom: 8 }}>
        <div style={{ paddingTop: 4 }}>
          <PdfLanguageChoice />
        </div>
        <TripPdfButton tripId={trip.id} document="crew-opinions" />
      </Flex>
      <ol style={{ listStyle: "none", margin: 0, padding: 0 }}>
        {trip.crewMembers.map((member, index) => (
          <li key={member.id} style={{ padding: "8px 0", borderTop: index === 0 ? "none" : "1px solid #f0f0f0" }}>
            <Flex justify="space-between" align="center" gap={12} wrap>
              <Flex vertical>
                <Typography.Text strong>
                  {index + 1}. {member.fullName}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {member.role === OTHER ? (member.otherRole ?? member.roleText) : optionLabel("role", member.role)}
                </Typography.Text>
              </Flex>
              <CrewMemberDropdown tripId={trip.id} member={member} />
            </Flex>
          </li>
        ))}
      </ol>
    </DetailSection>
  );
}
