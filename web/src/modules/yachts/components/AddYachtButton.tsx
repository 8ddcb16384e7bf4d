import { useIntl } from "react-intl";
import { ScreenButton } from "../../layout/components/ScreenButton.tsx";

/** '+ Dodaj jacht' to /yachts/add; greyed with '(wymaga Premium)' without Premium. */
export function AddYachtButton({ hasPremium }: { hasPremium: boolean }) {
  const intl = useIntl();
  return <ScreenButton to="/yachts/add" type="primary" label={intl.formatMessage({ id: "yachts.list.add" })} premiumLocked={!hasPremium} />;
}
