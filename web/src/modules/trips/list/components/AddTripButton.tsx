import { useIntl } from "react-intl";
import { ScreenButton } from "../../../layout/components/ScreenButton.tsx";

/** '+ Dodaj rejs' to the wizard; greyed with '(wymaga Premium)' without Premium. */
export function AddTripButton({ hasPremium }: { hasPremium: boolean }) {
  const intl = useIntl();
  return <ScreenButton to="/sailing-trips/new" type="primary" label={intl.formatMessage({ id: "trips.list.add" })} premiumLocked={!hasPremium} />;
}
