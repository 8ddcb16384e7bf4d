import type { DescriptionsProps } from "antd";
import { formatDayRange, formatRoute } from "../../trips/shared/formatTrip.ts";

interface TripPlan {
  startDate: string;
  endDate: string;
  embarkationPort: string;
  disembarkationPort: string;
  yachtName: string;
}

type Translate = (id: string) => string;

/** The dates, route and yacht rows that every view of a planned trip (captain's or student's, card or page) starts with. */
export function plannedTripItems(trip: TripPlan, t: Translate): NonNullable<DescriptionsProps["items"]> {
  return [
    { key: "dates", label: t("students.planned.dates"), children: formatDayRange(trip.startDate, trip.endDate) },
    { key: "route", label: t("students.planned.route"), children: formatRoute(trip.embarkationPort, trip.disembarkationPort) },
    { key: "yacht", label: t("students.planned.fields.yachtName"), children: trip.yachtName || "—" },
  ];
}
