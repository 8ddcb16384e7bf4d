import { useIntl } from "react-intl";
import { isBlank } from "../../shared/formatTrip.ts";
import { useNumberText } from "../../shared/useNumberText.ts";
import { DetailSection } from "../../shared/components/DetailSection.tsx";
import { Given } from "./Given.tsx";
import type { TripDetailData } from "./tripDetailTypes.ts";

/** Sailing, engine, mooring and tidal hours, tidal ports count and the logbook number; 'Nie podano' when empty. */
export function HoursSection({ trip }: { trip: TripDetailData }) {
  const intl = useIntl();
  const numberText = useNumberText();
  const t = (id: string) => intl.formatMessage({ id });
  const hours = (value: string | null | undefined) =>
    isBlank(value) ? <Given value={value} /> : intl.formatMessage({ id: "trips.detail.units.hours" }, { value: numberText(value) });
  return (
    <DetailSection
      title={t("trips.detail.sections.hours")}
      items={[
        { key: "sailing", label: t("trips.detail.fields.sailingHours"), children: hours(trip.sailingHours) },
        { key: "engine", label: t("trips.detail.fields.engineHours"), children: hours(trip.engineHours) },
        { key: "mooring", label: t("trips.detail.fields.mooringHours"), children: hours(trip.mooringHours) },
        { key: "tidal", label: t("trips.detail.fields.tidalHours"), children: hours(trip.tidalHours) },
        { key: "tidalPorts", label: t("trips.detail.fields.tidalPortsCount"), children: String(trip.tidalPortsCount) },
        { key: "logbook", label: t("trips.detail.fields.logbookNumber"), children: <Given value={trip.logbookNumber} /> },
      ]}
    />
  );
}
