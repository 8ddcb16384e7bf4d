import { Button, type TableColumnsType } from "antd";
import { useIntl } from "react-intl";
import { formatDateTime, formatDayRange, formatRoute } from "../../trips/shared/formatTrip.ts";
import { deletedTripsQuery } from "../graphql/deletedTripsQuery.ts";
import type { DeletedTrip } from "./staffTypes.ts";
import { FilteredStaffTable } from "./FilteredStaffTable.tsx";
import { useStaffListQuery } from "./useStaffListQuery.ts";
import { TwoLineCell } from "./TwoLineCell.tsx";

/** Deleted trips, most recently deleted first, each with a 'Przywróć' button. */
export function DeletedTripsTable({ onRestore }: { onRestore: (trip: DeletedTrip) => void }) {
  const intl = useIntl();
  const { data, table } = useStaffListQuery(deletedTripsQuery);
  const t = (id: string) => intl.formatMessage({ id });
  const columns: TableColumnsType<DeletedTrip> = [
    {
      key: "captain",
      title: t("staff.deleted.columns.captain"),
      render: (_, trip) => <TwoLineCell main={trip.owner.name} secondary={trip.owner.email} />,
    },
    {
      key: "yacht",
      title: t("staff.deleted.columns.yacht"),
      render: (_, trip) => <TwoLineCell main={trip.yachtName} secondary={formatRoute(trip.embarkationPort, trip.disembarkationPort)} />,
    },
    { key: "dates", title: t("staff.deleted.columns.dates"), render: (_, trip) => formatDayRange(trip.embarkationDate, trip.disembarkationDate) },
    { key: "deletedAt", title: t("staff.deleted.columns.deletedAt"), render: (_, trip) => formatDateTime(trip.deletedAt) },
    { key: "deletedBy", title: t("staff.deleted.columns.deletedBy"), render: (_, trip) => trip.deletedBy?.name ?? "—" },
    {
      key: "actions",
      title: t("staff.deleted.columns.actions"),
      render: (_, trip) => (
        <Button
          onClick={() => onRestore(trip)}
          aria-label={intl.formatMessage({ id: "staff.deleted.restoreLabel" }, { yacht: trip.yachtName, captain: trip.owner.name })}
        >
          {t("staff.deleted.restore")}
        </Button>
      ),
    },
  ];

  return (
    <FilteredStaffTable<DeletedTrip>
      {...table}
      rows={data?.deletedTrips}
      columns={columns}
      searchable={(trip) => [trip.owner.name, trip.owner.email, trip.yachtName, trip.registrationNumber]}
      messages={{ loadError: "staff.deleted.loadError", empty: "staff.deleted.empty", filter: "staff.deleted.filter" }}
    />
  );
}
