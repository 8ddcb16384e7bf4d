import { useQuery } from "@apollo/client/react";
import { Empty, Flex, Typography } from "antd";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ListPagination } from "../../../components/ListPagination.tsx";
import { NoSearchResults } from "../../../components/NoSearchResults.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { useListPage } from "../../../lib/useListPage.ts";
import { toErrorDetails } from "../../../lib/toErrorDetails.ts";
import { LoadError } from "../../trips/shared/components/LoadError.tsx";
import { yachtsQuery } from "../graphql/yachtsQuery.ts";
import type { YachtListView } from "../hooks/useYachtListParams.ts";
import { PremiumLink } from "../../premium/components/PremiumLink.tsx";
import { YachtCards } from "./YachtCards.tsx";
import { PremiumNotice } from "../../premium/components/PremiumNotice.tsx";
import { YachtTable } from "./YachtTable.tsx";

interface YachtListResultsProps {
  search: string;
  view: YachtListView;
  hasPremium: boolean;
  onDeleted: (message: string) => void;
  onResetFilters: () => void;
  addButton: ReactNode;
}

/** Fetches the yachts (server-side search) and shows loading, premium error, error, empty, no results or the list. */
export function YachtListResults({ search, view, hasPremium, onDeleted, onResetFilters, addButton }: YachtListResultsProps) {
  const intl = useIntl();
  const listPage = useListPage();
  const { data, loading, error, refetch } = useQuery(yachtsQuery, {
    variables: { search: search || null },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });

  if (!data && loading) return <PageLoader />;
  if (!data) {
    if (toErrorDetails(error).code === "PREMIUM_REQUIRED") return <PremiumNotice textId="yachts.premium.text" />;
    return <LoadError titleId="yachts.list.loadError" error={error} onRetry={() => void refetch()} />;
  }

  const { yachts } = data;
  const listProps = { hasPremium, onDeleted };
  if (yachts.length === 0 && search === "") {
    return (
      <Empty description={intl.formatMessage({ id: "yachts.list.empty" })} style={{ padding: "32px 0" }}>
        {hasPremium ? (
          addButton
        ) : (
          <Flex vertical gap={8} align="center">
            <Typography.Text>
              <FormattedMessage id="yachts.list.emptyUpsell" />
            </Typography.Text>
            <PremiumLink textId="yachts.list.upsellLink" />
          </Flex>
        )}
      </Empty>
    );
  }
  if (yachts.length === 0) {
    return <NoSearchResults search={search} messageId="yachts.list.noResults" resetId="yachts.list.resetFilters" onReset={onResetFilters} />;
  }
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary" role="status">
        <FormattedMessage id="yachts.list.count" values={{ count: yachts.length }} />
      </Typography.Text>
      {view === "cards" ? (
        <>
          <YachtCards yachts={listPage.slice(yachts)} {...listProps} />
          <ListPagination {...listPage.pagination(yachts.length)} />
        </>
      ) : (
        <YachtTable yachts={yachts} pagination={listPage.pagination(yachts.length)} {...listProps} />
      )}
    </Flex>
  );
}
