import { useIntl } from "react-intl";
import { DetailSection } from "../../shared/components/DetailSection.tsx";
import { Given } from "./Given.tsx";
import type { TripDetailData } from "./tripDetailTypes.ts";
import { telHref } from "../../../../lib/telHref.ts";
import { useOptionLabel } from "./useOptionLabel.ts";

const OTHER = "_other";

/** The captain of the voyage as written on the trip card. */
export function CaptainSection({ captain }: { captain: TripDetailData["captain"] }) {
  const intl = useIntl();
  const optionLabel = useOptionLabel();
  const t = (id: string) => intl.formatMessage({ id });
  const licence = captain.licenseType === OTHER ? (captain.otherLicense ?? "") : optionLabel("license", captain.licenseType);
  return (
    <DetailSection
      title={t("trips.detail.sections.captain")}
      items={[
        { key: "name", label: t("trips.detail.fields.captainName"), children: <Given value={`${captain.firstName} ${captain.lastName}`.trim()} /> },
        {
          key: "email",
          label: t("trips.detail.fields.email"),
          children: <Given value={captain.email}>{captain.email ? <a href={`mailto:${captain.email}`}>{captain.email}</a> : null}</Given>,
        },
        {
          key: "phone",
          label: t("trips.detail.fields.phone"),
          children: <Given value={captain.phone}>{captain.phone ? <a href={telHref(captain.phone)}>{captain.phone}</a> : null}</Given>,
        },
        { key: "licenseType", label: t("trips.detail.fields.licenseType"), children: <Given value={licence} /> },
        { key: "licenseNumber", label: t("trips.detail.fields.licenseNumber"), children: <Given value={captain.licenseNumber} /> },
        { key: "otherLicense", label: t("trips.detail.fields.otherLicense"), children: <Given value={captain.otherLicense} /> },
      ]}
    />
  );
}
