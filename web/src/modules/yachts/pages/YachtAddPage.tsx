import { emptyYachtForm } from "../../../../../validation/yacht.ts";
import { YachtForm } from "../components/YachtForm.tsx";
import { YachtFormFrame } from "../components/YachtFormFrame.tsx";
import { PremiumGate } from "../../premium/components/PremiumGate.tsx";
import { DocumentTitle } from "../../../components/DocumentTitle.tsx";

/** /yachts/add (Premium only): an empty yacht form, numbers "0" (spec §9). */
export function YachtAddPage() {
  return (
    <YachtFormFrame titleId="yachts.form.addTitle">
      <DocumentTitle id="title.yachtNew" />
      <PremiumGate backTo="/yachts">
        <YachtForm initial={emptyYachtForm()} yachtId={null} />
      </PremiumGate>
    </YachtFormFrame>
  );
}
