import { useApolloClient, useQuery } from "@apollo/client/react";
import { Flex, Skeleton } from "antd";
import { useCallback } from "react";
import { LoadError } from "../../trips/shared/components/LoadError.tsx";
import { DiscountCodeForm } from "../../premium/components/DiscountCodeForm.tsx";
import { OrderForm } from "../../premium/components/OrderForm.tsx";
import { SubscriptionHistory } from "../../premium/components/SubscriptionHistory.tsx";
import { SubscriptionStatus } from "../../premium/components/SubscriptionStatus.tsx";
import { plansQuery } from "../../premium/graphql/plansQuery.ts";
import { premiumTabQuery } from "../../premium/graphql/premiumTabQuery.ts";
import { subscriptionHistoryQuery } from "../../premium/graphql/subscriptionHistoryQuery.ts";
import { usePremium } from "../../premium/usePremium.ts";
import { browser } from "../../premium/browser.ts";

/** The Premium tab (spec §2): discount code, status, plans, payment method, invoice data, order, history. */
export function PremiumTab() {
  const client = useApolloClient();
  const plans = useQuery(plansQuery, { fetchPolicy: "cache-and-network", notifyOnNetworkStatusChange: true });
  const tab = useQuery(premiumTabQuery, { fetchPolicy: "network-only" });
  const { refetch: refetchPremium } = usePremium();
  const reload = useCallback(() => {
    void refetchPremium();
    void client.refetchQueries({ include: [subscriptionHistoryQuery, premiumTabQuery] });
  }, [client, refetchPremium]);

  let order;
  if ((!tab.data && tab.loading) || (!plans.data && plans.loading && !plans.error)) order = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (!tab.data) order = <LoadError titleId="subscriptions.tab.loadError" error={tab.error} onRetry={() => void tab.refetch()} />;
  else {
    order = (
      <OrderForm
        plans={{ data: plans.data?.plans, loading: plans.loading, error: plans.error, refetch: () => void plans.refetch() }}
        tab={tab.data}
        onRedirect={(url) => browser.assign(url)}
      />
    );
  }
  return (
    <Flex vertical gap={24}>
      <DiscountCodeForm onRedeemed={reload} />
      <SubscriptionStatus />
      {order}
      <SubscriptionHistory />
    </Flex>
  );
}
