import { Descriptions } from "antd";
import { useIntl } from "react-intl";
import { Given } from "./Given.tsx";
import type { CrewMemberData } from "./tripDetailTypes.ts";
import { useOptionLabel } from "./useOptionLabel.ts";

const OTHER = "_other";

/** Everything the captain wrote about one crew member. */
export function CrewMemberDetails({ member }: { member: CrewMemberData }) {
  const intl = useIntl();
  const optionLabel = useOptionLabel();
  const t = (id: string) => intl.formatMessage({ id });
  const licence = member.licenseType === OTHER ? member.otherLicense : optionLabel("license", member.licenseType);
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={[
        { key: "email", label: t("trips.detail.fields.email"), children: <Given value={member.email} /> },
        { key: "phone", label: t("trips.detail.fields.phone"), children: <Given value={member.phone} /> },
        { key: "licenseType", label: t("trips.detail.fields.licenseType"), children: <Given value={licence} /> },
        { key: "licenseNumber", label: t("trips.detail.fields.licenseNumber"), children: <Given value={member.licenseNumber} /> },
        { key: "opinion", label: t("trips.detail.fields.captainOpinion"), children: optionLabel("opinion", member.captainOpinion) },
        { key: "performance", label: t("trips.detail.fields.performance"), children: optionLabel("performance", member.performance) },
        { key: "seasickness", label: t("trips.detail.fields.seasickness"), children: optionLabel("seasickness", member.seasickness) },
        { key: "resistance", label: t("trips.detail.fields.resistance"), children: optionLabel("resistance", member.resistance) },
        { key: "notes", label: t("trips.detail.fields.crewNotes"), children: <Given value={member.captainNotes} /> },
      ]}
    />
  );
}
