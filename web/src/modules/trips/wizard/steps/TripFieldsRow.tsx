import { Row } from "antd";
import type { ReactNode } from "react";
import type { TripFormData } from "../../../../../../validation/trip.ts";
import { useWizardContext } from "../components/useWizardContext.ts";
import { WizardFields } from "./WizardFields.tsx";
import type { TextKey, WizardFieldSpec } from "./wizardFieldSpec.ts";

interface TripFieldsRowProps {
  fields: readonly WizardFieldSpec<TripFormData>[];
  /** Content under a field that depends on the state, by the field's name. */
  extras?: Partial<Record<TextKey<TripFormData>, ReactNode>>;
}

/** A grid row of the trip form's own fields (not a crew member's), bound to the wizard's values. */
export function TripFieldsRow({ fields, extras }: TripFieldsRowProps) {
  const { state, actions } = useWizardContext();
  return (
    <Row gutter={16}>
      <WizardFields fields={fields} values={state.form} onChange={actions.update} extras={extras} />
    </Row>
  );
}
