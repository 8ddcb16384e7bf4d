import { Empty, theme } from "antd";
import { Card } from "../../../components/Card.tsx";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Link, useNavigate } from "react-router-dom";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { useSharedQuery } from "../../../lib/useSharedQuery.ts";
import { type SimpleColumn, SimpleTable } from "../../../components/SimpleTable.tsx";
import type { TripsListQuery } from "../../../gql/graphql.ts";
import { ScreenButton } from "../../layout/components/ScreenButton.tsx";
import { LoadError } from "../../trips/shared/components/LoadError.tsx";
import { tripsListQuery } from "../../trips/shared/graphql/tripsListQuery.ts";
import { formatDayRange, formatRoute } from "../../trips/shared/formatTrip.ts";

type Trip = TripsListQuery["trips"]["nodes"][number];

/** Spec §9: the dashboard shows the 5 latest trips. */
const RECENT_COUNT = 5;

/** The 5 most recently created trips; a row click (or the yacht link) opens the trip. */
export function RecentTrips({ hasPremium }: { hasPremium: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const { data, loading, error, refetch } = useSharedQuery(tripsListQuery, {
    variables: { sort: "CREATED_AT_DESC", first: RECENT_COUNT },
    fetchPolicy: "cache-and-network",
  });
  const t = (id: string) => intl.formatMessage({ id });
  const columns: SimpleColumn<Trip>[] = [
    // The registration number under the yacht's name: three columns fit a phone's width without scrolling sideways.
    {
      key: "yacht",
      title: t("dashboard.recent.columns.yacht"),
      render: (trip) => (
        <>
          <Link to={`/sailing-trips/${trip.id}`}>{trip.yachtName}</Link>
          <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, whiteSpace: "nowrap" }}>{trip.registrationNumber}</div>
        </>
      ),
    },
    { key: "route", title: t("dashboard.recent.columns.route"), render: (trip) => formatRoute(trip.embarkationPort, trip.disembarkationPort) },
    { key: "dates", title: t("dashboard.recent.columns.dates"), render: (trip) => formatDayRange(trip.embarkationDate, trip.disembarkationDate) },
  ];

  let body: ReactNode;
  if (!data && loading) body = <PageLoader />;
  else if (!data) body = <LoadError titleId="dashboard.recent.loadError" error={error} onRetry={() => void refetch()} />;
  else if (data.trips.nodes.length === 0) {
    body = (
      <Empty description={t("dashboard.recent.empty")}>
        <ScreenButton to="/sailing-trips/new" type="primary" label={t("dashboard.actions.createCruise")} premiumLocked={!hasPremium} />
      </Empty>
    );
  } else {
    body = (
      <SimpleTable<Trip>
        rowKey={(trip) => trip.id}
        columns={columns}
        rows={data.trips.nodes.slice(0, RECENT_COUNT)}
        aria-label={t("dashboard.recent.title")}
        onRowClick={(trip) => void navigate(`/sailing-trips/${trip.id}`)}
      />
    );
  }

  return (
    <Card
      title={<h2 style={{ fontSize: 18, margin: 0 }}>{t("dashboard.recent.title")}</h2>}
      extra={<Link to="/sailing-trips">{t("dashboard.recent.all")}</Link>}
    >
      {body}
    </Card>
  );
}
