import { useQuery } from "@apollo/client/react";
import { Col, Empty, Flex, Row, Segmented, Typography } from "antd";
import { useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { ButtonLink } from "../../../components/ButtonLink.tsx";
import { ListPagination } from "../../../components/ListPagination.tsx";
import { useListPage } from "../../../lib/useListPage.ts";
import { PageHeader } from "../../school/components/PageHeader.tsx";
import { QueryState } from "../../school/components/QueryState.tsx";
import { FlashNotice } from "../../trips/shared/components/FlashNotice.tsx";
import { PlannedTripCard, hasEnded } from "../components/PlannedTripCard.tsx";
import { plannedTripsQuery } from "../graphql/plannedTripQueries.ts";

type Show = "upcoming" | "past" | "all";
const SHOWS: Show[] = ["upcoming", "past", "all"];

/** /planned-trips and /planned-sailing-trips: the captain's planned trips, upcoming first, with a filter. */
export function PlannedTripListPage() {
  const intl = useIntl();
  const listPage = useListPage();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const [params, setParams] = useSearchParams();
  const show: Show = SHOWS.find((s) => s === params.get("show")) ?? "upcoming";
  const { data, loading, error, refetch } = useQuery(plannedTripsQuery, { fetchPolicy: "cache-and-network" });
  const addButton = (
    <ButtonLink to="/planned-sailing-trips/new" type="primary">
      {t("students.planned.new")}
    </ButtonLink>
  );

  return (
    <section>
      <PageHeader titleId="students.planned.title" introId="students.planned.intro" actions={addButton} />
      <FlashNotice />
      {/* on a phone the filter scrolls sideways instead of widening the page */}
      <div style={{ overflowX: "auto", maxWidth: "100%", marginBottom: 16 }}>
        <Segmented
          aria-label={t("students.planned.filterLabel")}
          value={show}
          onChange={(value) => setParams(value === "upcoming" ? {} : { show: value }, { replace: true })}
          options={SHOWS.map((s) => ({ value: s, label: t(`students.planned.show.${s}`) }))}
        />
      </div>
      <QueryState data={data} loading={loading} error={error} errorTitleId="students.planned.loadError" onRetry={() => void refetch()}>
        {({ plannedTrips }) => {
          if (plannedTrips.length === 0) {
            return (
              <Empty description={t("students.planned.empty")} style={{ padding: "32px 0" }}>
                {addButton}
              </Empty>
            );
          }
          const shown = plannedTrips
            .filter((trip) => show === "all" || (show === "past") === hasEnded(trip))
            .sort((a, b) => (show === "past" ? b.startDate.localeCompare(a.startDate) : a.startDate.localeCompare(b.startDate)));
          if (shown.length === 0) return <Empty description={t(`students.planned.noneShown.${show}`)} style={{ padding: "32px 0" }} />;
          return (
            <Flex vertical gap={12}>
              <Typography.Text type="secondary" role="status">
                {t("students.planned.count", { count: shown.length })}
              </Typography.Text>
              <Row gutter={[16, 16]} role="list">
                {listPage.slice(shown).map((trip) => (
                  <Col key={trip.id} xs={24} md={12} xl={8} role="listitem" aria-label={trip.name}>
                    <PlannedTripCard trip={trip} />
                  </Col>
                ))}
              </Row>
              <ListPagination {...listPage.pagination(shown.length)} />
            </Flex>
          );
        }}
      </QueryState>
    </section>
  );
}
