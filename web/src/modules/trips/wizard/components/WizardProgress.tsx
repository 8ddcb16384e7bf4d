import { Flex, Progress, Steps, Typography } from "antd";
import { useIntl } from "react-intl";
import { canJumpTo, progressPercent, stepStatus } from "../state/wizardSelectors.ts";
import { STEP_NUMBERS, type StepNumber } from "../state/wizardTypes.ts";
import { useNarrowScreen } from "../../../../lib/useNarrowScreen.ts";
import { useWizardContext } from "./useWizardContext.ts";

const STEP_TITLE_IDS: Record<StepNumber, string> = {
  1: "trips.wizard.steps.captain",
  2: "trips.wizard.steps.yacht",
  3: "trips.wizard.steps.route",
  4: "trips.wizard.steps.crew",
  5: "trips.wizard.steps.summary",
};

/** The 'n / 5' indicator, the progress bar and the steps; completed steps (any in edit mode) are clickable. */
export function WizardProgress() {
  const intl = useIntl();
  const { state, actions, saving } = useWizardContext();
  const percent = progressPercent(state);
  const locked = saving;
  // On a phone the five steps would stack into a tall list above the form: the bar says enough.
  const narrow = useNarrowScreen();
  return (
    <nav aria-label={intl.formatMessage({ id: "trips.wizard.stepsLabel" })} style={{ marginBottom: narrow ? 12 : 24 }}>
      <Flex align="center" gap={16} style={{ marginBottom: narrow ? 0 : 12 }}>
        <Typography.Text style={{ whiteSpace: "nowrap" }}>
          {intl.formatMessage({ id: "trips.wizard.stepLabel" })}{" "}
          <Typography.Text strong>
            {intl.formatMessage({ id: "trips.wizard.stepIndicator" }, { current: state.currentStep, total: state.totalSteps })}
          </Typography.Text>
        </Typography.Text>
        <Progress
          percent={percent}
          showInfo={false}
          status="normal"
          aria-label={intl.formatMessage({ id: "trips.wizard.progressLabel" })}
          style={{ flex: 1, margin: 0 }}
        />
      </Flex>
      {narrow ? null : (
        <Steps
          size="small"
          current={state.currentStep - 1}
          onChange={(index) => {
            const step = STEP_NUMBERS[index];
            if (step !== undefined) actions.goTo(step);
          }}
          items={STEP_NUMBERS.map((step) => ({
            title: intl.formatMessage({ id: STEP_TITLE_IDS[step] }),
            status: stepStatus(state, step),
            disabled: locked || !canJumpTo(state, step),
          }))}
        />
      )}
    </nav>
  );
}
