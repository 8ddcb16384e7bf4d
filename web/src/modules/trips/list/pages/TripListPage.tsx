import { Flex } from "antd";
import { FormattedMessage } from "react-intl";
import { ButtonLink } from "../../../../components/ButtonLink.tsx";
import { usePremium } from "../../../premium/usePremium.ts";
import { FlashNotice } from "../../shared/components/FlashNotice.tsx";
import { AddTripButton } from "../components/AddTripButton.tsx";
import { PremiumNotice } from "../../../premium/components/PremiumNotice.tsx";
import { TripListResults } from "../components/TripListResults.tsx";
import { TripListToolbar } from "../components/TripListToolbar.tsx";
import { useTripListParams } from "../hooks/useTripListParams.ts";
import { PageTitleBar } from "../../../../components/PageTitleBar.tsx";

/** /sailing-trips: the captain's trips with search, sort and a cards/table view. */
export function TripListPage() {
  const params = useTripListParams();
  const { hasPremium } = usePremium();
  const addButton = <AddTripButton hasPremium={hasPremium} />;
  return (
    <section>
      <PageTitleBar
        titleId="trips.list.title"
        introId="trips.list.intro"
        actions={
          <Flex wrap gap={8}>
            <ButtonLink to="/sailing-trips/import">
              <FormattedMessage id="trips.list.import" />
            </ButtonLink>
            {addButton}
          </Flex>
        }
      />
      <FlashNotice />
      {params.premiumRequired ? <PremiumNotice textId="premium.notice.text" /> : null}
      <TripListToolbar params={params} />
      <TripListResults search={params.search} sort={params.sort} view={params.view} onResetFilters={params.resetFilters} addButton={addButton} />
    </section>
  );
}
