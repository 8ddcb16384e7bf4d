import { useQuery } from "@apollo/client/react";
import { Empty, Flex, Typography } from "antd";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ListPagination } from "../../../../components/ListPagination.tsx";
import { NoSearchResults } from "../../../../components/NoSearchResults.tsx";
import { PageLoader } from "../../../../components/PageLoader.tsx";
import { useListPage } from "../../../../lib/useListPage.ts";
import { LoadError } from "../../shared/components/LoadError.tsx";
import { tripsListQuery } from "../../shared/graphql/tripsListQuery.ts";
import type { TripListSort, TripListView } from "../hooks/useTripListParams.ts";
import { TripCards } from "./TripCards.tsx";
import { TripTable } from "./TripTable.tsx";

interface TripListResultsProps {
  search: string;
  sort: TripListSort;
  view: TripListView;
  onResetFilters: () => void;
  /** The add button for the empty state (gated by the page). */
  addButton: ReactNode;
}

/** Fetches the trips (server-side search and sort) and shows loading, error, empty, no results or the list. */
export function TripListResults({ search, sort, view, onResetFilters, addButton }: TripListResultsProps) {
  const intl = useIntl();
  const listPage = useListPage();
  const { data, loading, error, refetch } = useQuery(tripsListQuery, {
    variables: { search: search || null, sort: sort === "asc" ? "EMBARKATION_DATE_ASC" : "EMBARKATION_DATE_DESC", first: 350 },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });

  if (!data && loading) return <PageLoader />;
  if (!data) return <LoadError titleId="trips.list.loadError" error={error} onRetry={() => void refetch()} />;

  const { nodes, totalCount } = data.trips;
  if (totalCount === 0 && search === "") {
    return (
      <Empty description={intl.formatMessage({ id: "trips.list.empty" })} style={{ padding: "32px 0" }}>
        {addButton}
      </Empty>
    );
  }
  if (totalCount === 0) {
    return <NoSearchResults search={search} messageId="trips.list.noResults" resetId="trips.list.resetFilters" onReset={onResetFilters} />;
  }
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary" role="status">
        <FormattedMessage id="trips.list.count" values={{ count: totalCount }} />
      </Typography.Text>
      {view === "cards" ? (
        <>
          <TripCards trips={listPage.slice(nodes)} />
          <ListPagination {...listPage.pagination(nodes.length)} />
        </>
      ) : (
        <TripTable trips={nodes} pagination={listPage.pagination(nodes.length)} />
      )}
    </Flex>
  );
}
