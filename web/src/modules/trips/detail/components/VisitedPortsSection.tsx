import { Empty, Table, type TableColumnsType } from "antd";
import { useIntl } from "react-intl";
import { TidalBadge } from "../../shared/components/TidalBadge.tsx";
import { formatDay } from "../../shared/formatTrip.ts";
import { DetailSection } from "../../shared/components/DetailSection.tsx";
import { Given } from "./Given.tsx";
import type { TripDetailData } from "./tripDetailTypes.ts";

type Port = TripDetailData["visitedPorts"][number];

/** The ports called at on the way, with tidal badges and arrival/departure dates. */
export function VisitedPortsSection({ ports }: { ports: TripDetailData["visitedPorts"] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const columns: TableColumnsType<Port> = [
    {
      key: "name",
      title: t("trips.detail.fields.portName"),
      render: (_, port) => (
        <>
          {port.name}
          <TidalBadge tidal={port.isTidalPort} />
        </>
      ),
    },
    { key: "arrival", title: t("trips.detail.fields.arrivalDate"), render: (_, port) => <Given value={formatDay(port.arrivalDate)} /> },
    { key: "departure", title: t("trips.detail.fields.departureDate"), render: (_, port) => <Given value={formatDay(port.departureDate)} /> },
  ];
  return (
    <DetailSection title={t("trips.detail.sections.visitedPorts")}>
      {ports.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("trips.detail.visitedPorts.empty")} />
      ) : (
        <Table<Port> rowKey="id" size="small" columns={columns} dataSource={[...ports]} pagination={false} scroll={{ x: "max-content" }} />
      )}
    </DetailSection>
  );
}
