import { useQuery } from "@apollo/client/react";
import { Button, Empty } from "antd";
import { FormattedMessage, useIntl } from "react-intl";
import { ButtonLinkRow } from "../../../components/ButtonLinkRow.tsx";
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
        <ButtonLinkRow
          links={[
            { to: "/sailing-trips", messageId: "seatime.emptyTrips", type: "primary" },
            { to: "/sailing-trips/import", messageId: "seatime.import.button" },
          ]}
        />
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
