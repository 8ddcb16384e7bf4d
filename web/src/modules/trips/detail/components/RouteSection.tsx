import { useIntl } from "react-intl";
import { TidalBadge } from "../../shared/components/TidalBadge.tsx";
import { formatDay } from "../../shared/formatTrip.ts";
import { useNumberText } from "../../shared/useNumberText.ts";
import { DetailSection } from "../../shared/components/DetailSection.tsx";
import { Given } from "./Given.tsx";
import type { TripDetailData } from "./tripDetailTypes.ts";

/** A port's name with its tidal badge, or the "not given" mark. */
function PortWithBadge({ port, tidal }: { port: TripDetailData["embarkationPort"]; tidal: TripDetailData["isEmbarkationTidalPort"] }) {
  return (
    <Given value={port}>
      {port}
      <TidalBadge tidal={tidal} />
    </Given>
  );
}

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
          children: <PortWithBadge port={trip.embarkationPort} tidal={trip.isEmbarkationTidalPort} />,
        },
        {
          key: "disembarkationPort",
          label: t("trips.detail.fields.disembarkationPort"),
          children: <PortWithBadge port={trip.disembarkationPort} tidal={trip.isDisembarkationTidalPort} />,
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
