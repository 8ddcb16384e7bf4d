import { Flex, Typography } from "antd";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { usePremium } from "../../premium/usePremium.ts";
import { AddYachtButton } from "../components/AddYachtButton.tsx";
import { type Flash, YachtFlash } from "../components/YachtFlash.tsx";
import { YachtListResults } from "../components/YachtListResults.tsx";
import { YachtListToolbar } from "../components/YachtListToolbar.tsx";
import { PremiumNotice } from "../../premium/components/PremiumNotice.tsx";
import { useYachtListParams } from "../hooks/useYachtListParams.ts";
import { DocumentTitle } from "../../../components/DocumentTitle.tsx";

/** /yachts: the captain's yacht database with search and a cards/table view. */
export function YachtListPage() {
  const params = useYachtListParams();
  const { hasPremium } = usePremium();
  const [deleted, setDeleted] = useState<Flash | null>(null);
  const addButton = <AddYachtButton hasPremium={hasPremium} />;
  return (
    <section>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 8 }}>
        <DocumentTitle id="yachts.list.title" />
        <Typography.Title level={1} style={{ margin: 0 }}>
          <FormattedMessage id="yachts.list.title" />
        </Typography.Title>
        {addButton}
      </Flex>
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="yachts.list.intro" />
      </Typography.Paragraph>
      <YachtFlash local={deleted} />
      {params.premiumRequired ? <PremiumNotice textId="yachts.premium.text" /> : null}
      <YachtListToolbar params={params} />
      <YachtListResults
        search={params.search}
        view={params.view}
        hasPremium={hasPremium}
        onDeleted={(text) => setDeleted({ text, id: `deleted-${Date.now()}` })}
        onResetFilters={params.resetFilters}
        addButton={addButton}
      />
    </section>
  );
}
