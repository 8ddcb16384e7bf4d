import { useIntl } from "react-intl";
import { TidalBadge } from "../../shared/components/TidalBadge.tsx";
import { formatDay } from "../../shared/formatTrip.ts";
import { useNumberText } from "../../shared/useNumberText.ts";
import { DetailSection } from "../../shared/components/DetailSection.tsx";
import { Given } from "./Given.tsx";
import type { TripDetailData } from "./tripDetailTypes.ts";

/** Ports with their tidal badges, dates, cruise days and distance (Mm). */
export function RouteSection({ trip }: { trip: TripDetailData }) {
  const intl = useIntl();
  const numberText = useNumberText();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <DetailSection
      title={t("trips.detail.sections.route")}
      items={[
        {
          key: "embarkationPort",
          label: t("trips.detail.fields.embarkationPort"),
          children: (
            <Given value={trip.embarkationPort}>
              {trip.embarkationPort}
              <TidalBadge tidal={trip.isEmbarkationTidalPort} />
            </Given>
          ),
        },
        {
          key: "disembarkationPort",
          label: t("trips.detail.fields.disembarkationPort"),
          children: (
            <Given value={trip.disembarkationPort}>
              {trip.disembarkationPort}
              <TidalBadge tidal={trip.isDisembarkationTidalPort} />
            </Given>
          ),
        },
        { key: "embarkationDate", label: t("trips.detail.fields.embarkationDate"), children: <Given value={formatDay(trip.embarkationDate)} /> },
        { key: "disembarkationDate", label: t("trips.detail.fields.disembarkationDate"), children: <Given value={formatDay(trip.disembarkationDate)} /> },
        { key: "cruiseDays", label: t("trips.detail.fields.cruiseDays"), children: String(trip.cruiseDays) },
        {
          key: "distance",
          label: t("trips.detail.fields.distance"),
          children: <Given value={trip.distance}>{intl.formatMessage({ id: "trips.list.distanceValue" }, { distance: numberText(trip.distance) })}</Given>,
        },
      ]}
    />
  );
}
