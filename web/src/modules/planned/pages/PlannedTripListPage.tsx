import { useQuery } from "@apollo/client/react";
import { Empty } from "antd";
import { useIntl } from "react-intl";
import { ButtonLink } from "../../../components/ButtonLink.tsx";
import { ListPagination } from "../../../components/ListPagination.tsx";
import { useListPage } from "../../../lib/useListPage.ts";
import { CardGrid } from "../../school/components/CardGrid.tsx";
import { ChoiceFilter } from "../../school/components/ChoiceFilter.tsx";
import { PageHeader } from "../../school/components/PageHeader.tsx";
import { QueryState } from "../../school/components/QueryState.tsx";
import { useSearchParamChoice } from "../../school/useSearchParamChoice.ts";
import { FlashNotice } from "../../trips/shared/components/FlashNotice.tsx";
import { PlannedTripCard, hasEnded } from "../components/PlannedTripCard.tsx";
import { plannedTripsQuery } from "../graphql/plannedTripQueries.ts";

type Show = "upcoming" | "past" | "all";
const SHOWS: [Show, ...Show[]] = ["upcoming", "past", "all"];

/** /planned-trips and /planned-sailing-trips: the captain's planned trips, upcoming first, with a filter. */
export function PlannedTripListPage() {
  const intl = useIntl();
  const listPage = useListPage();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const [show, setShow] = useSearchParamChoice("show", SHOWS);
  const trips = useQuery(plannedTripsQuery, { fetchPolicy: "cache-and-network" });
  const addButton = (
    <ButtonLink to="/planned-sailing-trips/new" type="primary">
      {t("students.planned.new")}
    </ButtonLink>
  );

  return (
    <section>
      <PageHeader titleId="students.planned.title" introId="students.planned.intro" actions={addButton} />
      <FlashNotice />
      <ChoiceFilter
        label={t("students.planned.filterLabel")}
        choices={SHOWS}
        value={show}
        choiceLabel={(s) => t(`students.planned.show.${s}`)}
        onChange={setShow}
      />
      <QueryState query={trips} errorTitleId="students.planned.loadError">
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
          return (
            <CardGrid
              items={shown}
              pageItems={listPage.slice(shown)}
              emptyText={t(`students.planned.noneShown.${show}`)}
              countText={t("students.planned.count", { count: shown.length })}
              label={(trip) => trip.name}
              renderCard={(trip) => <PlannedTripCard trip={trip} />}
              footer={<ListPagination {...listPage.pagination(shown.length)} />}
            />
          );
        }}
      </QueryState>
    </section>
  );
}
