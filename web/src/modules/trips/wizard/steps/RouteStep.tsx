import { useIntl } from "react-intl";
import { AdditionalInfoSection } from "./AdditionalInfoSection.tsx";
import { DurationSection } from "./DurationSection.tsx";
import { RouteSection } from "./RouteSection.tsx";
import { StepSection } from "./StepSection.tsx";
import { TidesSection } from "./TidesSection.tsx";

/** Step 3: route, duration, tides and additional information. */
export function RouteStep() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <StepSection title={t("trips.wizard.route.sectionRoute")}>
        <RouteSection />
      </StepSection>
      <StepSection title={t("trips.wizard.route.sectionDuration")}>
        <DurationSection />
      </StepSection>
      <StepSection title={t("trips.wizard.route.sectionTides")}>
        <TidesSection />
      </StepSection>
      <StepSection title={t("trips.wizard.route.sectionAdditional")}>
        <AdditionalInfoSection />
      </StepSection>
    </>
  );
}
