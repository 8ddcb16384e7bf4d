import { useQuery } from "@apollo/client/react";
import { Button, Empty, Flex, Table, type TableColumnsType, Typography } from "antd";
import { type ReactNode, useState } from "react";
import { useIntl } from "react-intl";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { LoadError } from "../../trips/shared/components/LoadError.tsx";
import { formatDateTime, formatDayRange, formatRoute } from "../../trips/shared/formatTrip.ts";
import { deletedTripsQuery } from "../graphql/deletedTripsQuery.ts";
import type { DeletedTrip } from "./staffTypes.ts";
import { TableFilter, matches } from "./TableFilter.tsx";

/** Deleted trips, most recently deleted first, each with a 'Przywróć' button. */
export function DeletedTripsTable({ onRestore }: { onRestore: (trip: DeletedTrip) => void }) {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(deletedTripsQuery, { fetchPolicy: "cache-and-network" });
  const t = (id: string) => intl.formatMessage({ id });
  const [filter, setFilter] = useState("");
  const columns: TableColumnsType<DeletedTrip> = [
    {
      key: "captain",
      title: t("staff.deleted.columns.captain"),
      render: (_, trip) => (
        <Flex vertical>
          <span>{trip.owner.name}</span>
          <Typography.Text type="secondary">{trip.owner.email}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: "yacht",
      title: t("staff.deleted.columns.yacht"),
      render: (_, trip) => (
        <Flex vertical>
          <span>{trip.yachtName}</span>
          <Typography.Text type="secondary">{formatRoute(trip.embarkationPort, trip.disembarkationPort)}</Typography.Text>
        </Flex>
      ),
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

  let body: ReactNode;
  if (!data && loading) body = <PageLoader />;
  else if (!data) body = <LoadError titleId="staff.deleted.loadError" error={error} onRetry={() => void refetch()} />;
  else if (data.deletedTrips.length === 0) body = <Empty description={t("staff.deleted.empty")} />;
  else {
    const rows = data.deletedTrips.filter((trip) => matches(filter, trip.owner.name, trip.owner.email, trip.yachtName, trip.registrationNumber));
    body = (
      <>
        <TableFilter value={filter} onChange={setFilter} labelId="staff.deleted.filter" />
        <Table<DeletedTrip>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          scroll={{ x: "max-content" }}
        />
      </>
    );
  }
  return body;
}
