import { useQuery } from "@apollo/client/react";
import { Button, Empty, Flex } from "antd";
import { FormattedMessage, useIntl } from "react-intl";
import { ButtonLink } from "../../../components/ButtonLink.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { LoadError } from "../../trips/shared/components/LoadError.tsx";
import { seaTimeQuery } from "../graphql/seaTimeQuery.ts";
import type { SeaTimeFilters } from "../hooks/useSeaTimeFilters.ts";
import { LicenceProgressList } from "./LicenceProgressList.tsx";
import { PerYearTable } from "./PerYearTable.tsx";
import { SeaTimeCharts } from "./SeaTimeCharts.tsx";
import { SeaTimeFiltersBar } from "./SeaTimeFiltersBar.tsx";
import { SeaTimeTotals } from "./SeaTimeTotals.tsx";
import { TripMarksTable } from "./TripMarksTable.tsx";

/** Fetches sea time for the filters and shows loading, error, no trips yet, nothing for the filters, or everything. */
export function SeaTimeResults({ filters }: { filters: SeaTimeFilters }) {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(seaTimeQuery, {
    variables: { years: filters.years.length ? filters.years : null, yacht: filters.yacht, status: filters.status.length ? filters.status : null },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });

  if (!data && loading) return <PageLoader />;
  if (!data) return <LoadError titleId="seatime.loadError" error={error} onRetry={() => void refetch()} />;

  const s = data.seaTime;
  if (s.availableYears.length === 0) {
    return (
      <Empty description={intl.formatMessage({ id: "seatime.empty" })} style={{ padding: "32px 0" }}>
        <Flex gap={8} justify="center" wrap>
          <ButtonLink to="/sailing-trips" type="primary">
            <FormattedMessage id="seatime.emptyTrips" />
          </ButtonLink>
          <ButtonLink to="/sailing-trips/import">
            <FormattedMessage id="seatime.import.button" />
          </ButtonLink>
        </Flex>
      </Empty>
    );
  }
  return (
    <>
      <SeaTimeFiltersBar filters={filters} available={s} />
      {s.totals.voyages === 0 ? (
        <Empty description={intl.formatMessage({ id: "seatime.noResults" })} style={{ padding: "32px 0" }}>
          <Button onClick={filters.reset}>
            <FormattedMessage id="seatime.filters.reset" />
          </Button>
        </Empty>
      ) : (
        <>
          <SeaTimeTotals totals={s.totals} />
          <SeaTimeCharts seaTime={s} />
          <PerYearTable years={s.perYear} />
          <LicenceProgressList licences={s.licences} trips={s.trips} filtered={filters.active} />
          <TripMarksTable trips={s.trips} />
        </>
      )}
    </>
  );
}
