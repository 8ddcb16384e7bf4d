import { useContext } from "react";
import { WizardContext, type WizardContextValue } from "./WizardContext.ts";

export function useWizardContext(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error("useWizardContext must be used inside <TripWizard>");
  return value;
}
