import { useState } from "react";
import { usePremium } from "../../premium/usePremium.ts";
import { AddYachtButton } from "../components/AddYachtButton.tsx";
import { type Flash, YachtFlash } from "../components/YachtFlash.tsx";
import { YachtListResults } from "../components/YachtListResults.tsx";
import { YachtListToolbar } from "../components/YachtListToolbar.tsx";
import { PremiumNotice } from "../../premium/components/PremiumNotice.tsx";
import { useYachtListParams } from "../hooks/useYachtListParams.ts";
import { PageTitleBar } from "../../../components/PageTitleBar.tsx";

/** /yachts: the captain's yacht database with search and a cards/table view. */
export function YachtListPage() {
  const params = useYachtListParams();
  const { hasPremium } = usePremium();
  const [deleted, setDeleted] = useState<Flash | null>(null);
  const addButton = <AddYachtButton hasPremium={hasPremium} />;
  return (
    <section>
      <PageTitleBar titleId="yachts.list.title" introId="yachts.list.intro" actions={addButton} />
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
