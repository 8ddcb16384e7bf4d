import type { PaginationProps, TableColumnsType } from "antd";
import { useIntl } from "react-intl";
import { Link, useNavigate } from "react-router-dom";
import { ListTable } from "../../../../components/ListTable.tsx";
import { TripStatusTag } from "../../shared/components/TripStatusTag.tsx";
import { formatDayRange, formatRoute } from "../../shared/formatTrip.ts";
import { useNumberText } from "../../shared/useNumberText.ts";
import type { TripListItem } from "./tripListTypes.ts";

const collator = new Intl.Collator("pl");

/** The trips as a table (sortable columns, the given pages); a row click or the yacht name opens the trip. */
export function TripTable({ trips, pagination }: { trips: readonly TripListItem[]; pagination: PaginationProps }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const numberText = useNumberText();
  const t = (id: string) => intl.formatMessage({ id });
  const columns: TableColumnsType<TripListItem> = [
    {
      key: "yacht",
      title: t("trips.list.columns.yacht"),
      render: (_, trip) => <Link to={`/sailing-trips/${trip.id}`}>{trip.yachtName}</Link>,
      sorter: (a, b) => collator.compare(a.yachtName, b.yachtName),
    },
    { key: "registration", title: t("trips.list.columns.registrationNumber"), dataIndex: "registrationNumber" },
    { key: "route", title: t("trips.list.columns.route"), render: (_, trip) => formatRoute(trip.embarkationPort, trip.disembarkationPort) },
    {
      key: "dates",
      title: t("trips.list.columns.dates"),
      render: (_, trip) => formatDayRange(trip.embarkationDate, trip.disembarkationDate),
      sorter: (a, b) => String(a.embarkationDate).localeCompare(String(b.embarkationDate)),
    },
    {
      key: "distance",
      title: t("trips.list.columns.distance"),
      align: "right",
      render: (_, trip) => intl.formatMessage({ id: "trips.list.distanceValue" }, { distance: numberText(trip.distance) }),
      sorter: (a, b) => Number(a.distance) - Number(b.distance),
    },
    {
      key: "captain",
      title: t("trips.list.columns.captain"),
      render: (_, trip) => `${trip.captain.firstName} ${trip.captain.lastName}`.trim(),
    },
    { key: "status", title: t("trips.list.columns.status"), render: (_, trip) => <TripStatusTag status={trip.status} /> },
  ];
  return (
    <ListTable<TripListItem>
      columns={columns}
      rows={trips}
      pagination={pagination}
      onRow={(trip) => ({
        // the whole row opens the trip, as on the dashboard (the yacht name stays the keyboard link)
        onClick: (event) => {
          if (event.target instanceof Element && event.target.closest("a, button")) return;
          void navigate(`/sailing-trips/${trip.id}`);
        },
        style: { cursor: "pointer" },
      })}
    />
  );
}
