import { useIntl } from "react-intl";
import { AdditionalInfoSection } from "./AdditionalInfoSection.tsx";
import { DurationSection } from "./DurationSection.tsx";
import { RouteSection } from "./RouteSection.tsx";
import { StepSection } from "./StepSection.tsx";
import { TidesSection } from "./TidesSection.tsx";

/** Step 3's sections in order: the message id of each one's title and the fields under it. */
const SECTIONS = [
  { titleId: "trips.wizard.route.sectionRoute", Fields: RouteSection },
  { titleId: "trips.wizard.route.sectionDuration", Fields: DurationSection },
  { titleId: "trips.wizard.route.sectionTides", Fields: TidesSection },
  { titleId: "trips.wizard.route.sectionAdditional", Fields: AdditionalInfoSection },
];

/** Step 3: route, duration, tides and additional information. */
export function RouteStep() {
  const intl = useIntl();
  return (
    <>
      {SECTIONS.map(({ titleId, Fields }) => (
        <StepSection key={titleId} title={intl.formatMessage({ id: titleId })}>
          <Fields />
        </StepSection>
      ))}
    </>
  );
}
