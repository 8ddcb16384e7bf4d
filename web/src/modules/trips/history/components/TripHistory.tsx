import { useQuery } from "@apollo/client/react";
import { Empty, Spin } from "antd";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { DetailSection } from "../../shared/components/DetailSection.tsx";
import { LoadError } from "../../shared/components/LoadError.tsx";
import { tripHistoryQuery } from "../graphql/tripHistoryQuery.ts";
import { TripHistoryTimeline } from "./TripHistoryTimeline.tsx";

/** The 'Historia zmian' section: loads the trip's events and shows them as a timeline. */
export function TripHistory({ tripId }: { tripId: string }) {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(tripHistoryQuery, { variables: { tripId }, fetchPolicy: "cache-and-network" });
  const title = intl.formatMessage({ id: "trips.history.title" });

  let body: ReactNode;
  if (!data && loading) {
    body = (
      <div role="status" aria-live="polite" style={{ padding: 16, textAlign: "center" }}>
        <Spin description={intl.formatMessage({ id: "trips.history.loading" })} />
      </div>
    );
  } else if (!data) {
    body = <LoadError titleId="trips.history.loadError" error={error} onRetry={() => void refetch()} />;
  } else if (data.tripHistory.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage({ id: "trips.history.empty" })} />;
  } else {
    body = <TripHistoryTimeline entries={data.tripHistory} />;
  }
  return <DetailSection title={title}>{body}</DetailSection>;
}
