import { useIntl } from "react-intl";
import { useNumberText } from "../../shared/useNumberText.ts";
import { DetailSection } from "../../shared/components/DetailSection.tsx";
import { Given } from "./Given.tsx";
import type { TripDetailData } from "./tripDetailTypes.ts";

/** Yacht, registration number, home port, hull length (m) and engines ('count x power KM'). */
export function TripInfoSection({ trip }: { trip: TripDetailData }) {
  const intl = useIntl();
  const numberText = useNumberText();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <DetailSection
      title={t("trips.detail.sections.tripInfo")}
      items={[
        { key: "yacht", label: t("trips.detail.fields.yachtName"), children: <Given value={trip.yachtName} /> },
        { key: "registration", label: t("trips.detail.fields.registrationNumber"), children: <Given value={trip.registrationNumber} /> },
        { key: "homePort", label: t("trips.detail.fields.homePort"), children: <Given value={trip.homePort} /> },
        {
          key: "hull",
          label: t("trips.detail.fields.hullLength"),
          children: <Given value={trip.hullLength}>{t("trips.detail.units.meters", { value: numberText(trip.hullLength) })}</Given>,
        },
        {
          key: "engines",
          label: t("trips.detail.fields.engines"),
          children: t("trips.detail.units.engines", { count: numberText(trip.enginesCount || "0"), power: numberText(trip.enginePower || "0") }),
        },
      ]}
    />
  );
}
