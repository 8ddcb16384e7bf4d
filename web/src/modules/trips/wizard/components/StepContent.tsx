import { CaptainStep } from "../steps/CaptainStep.tsx";
import { CrewStep } from "../steps/CrewStep.tsx";
import { RouteStep } from "../steps/RouteStep.tsx";
import { YachtStep } from "../steps/YachtStep.tsx";
import { SummaryStep } from "../summary/SummaryStep.tsx";
import type { StepNumber } from "../state/wizardTypes.ts";

/** The fields of one step. */
export function StepContent({ step }: { step: StepNumber }) {
  switch (step) {
    case 1:
      return <CaptainStep />;
    case 2:
      return <YachtStep />;
    case 3:
      return <RouteStep />;
    case 4:
      return <CrewStep />;
    case 5:
      return <SummaryStep />;
  }
}
