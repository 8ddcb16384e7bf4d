import { Flex, Typography } from "antd";
import { FormattedMessage } from "react-intl";
import { SeaTimeActions } from "../components/SeaTimeActions.tsx";
import { SeaTimeResults } from "../components/SeaTimeResults.tsx";
import { useSeaTimeFilters } from "../hooks/useSeaTimeFilters.ts";
import { DocumentTitle } from "../../../components/DocumentTitle.tsx";

/** /sea-time: totals, per year, charts, licence progress and the captain's per-trip marks; statement PDF and data in/out. */
export function SeaTimePage() {
  const filters = useSeaTimeFilters();
  return (
    <section>
      <Flex justify="space-between" align="flex-start" wrap gap={12} style={{ marginBottom: 8 }}>
        <DocumentTitle id="seatime.title" />
        <Typography.Title level={1} style={{ margin: 0 }}>
          <FormattedMessage id="seatime.title" />
        </Typography.Title>
        <SeaTimeActions filters={filters} />
      </Flex>
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="seatime.intro" />
      </Typography.Paragraph>
      <SeaTimeResults filters={filters} />
    </section>
  );
}
