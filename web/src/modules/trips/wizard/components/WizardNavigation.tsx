import { Button, Flex, Typography } from "antd";
import type { MouseEvent } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { canGoNext, isStepValid } from "../state/wizardSelectors.ts";
import { TOTAL_STEPS } from "../state/wizardTypes.ts";
import { fieldId } from "./fieldId.ts";
import { useFocusAfterRender } from "./useFocusAfterRender.ts";
import { useWizardContext } from "./useWizardContext.ts";

interface WizardNavigationProps {
  /** The trip was saved: nothing more to do here. */
  done: boolean;
  cancelTo: string;
  /** The save button's text on step 5. */
  submitLabel: string;
}

const HINT_ID = "trip-wizard-next-hint";

/**
 * The save button takes Next's place: the second click of a double click on Next (event.detail 2)
 * must not save the trip before the captain has seen the summary.
 */
const ignoreSecondClick = (event: MouseEvent<HTMLElement>) => {
  if (event.detail > 1) event.preventDefault();
};

/**
 * Previous (hidden on step 1), Next (a submit button, so Enter in a field goes on when the step is
 * valid; disabled otherwise and while saving) and, on step 5, the save button with its spinner.
 */
export function WizardNavigation({ done, cancelTo, submitLabel }: WizardNavigationProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { state, actions, saving } = useWizardContext();
  const focusLater = useFocusAfterRender();
  const last = state.currentStep === TOTAL_STEPS;
  const stepInvalid = !last && !isStepValid(state, state.currentStep);

  const revealErrors = () => {
    actions.revealErrors();
    const first = Object.keys(state.errors)[0];
    if (first) focusLater(fieldId(first));
  };

  return (
    <>
      {stepInvalid ? (
        <Flex align="center" gap={8} wrap justify="flex-end" style={{ marginTop: 16 }}>
          <Typography.Text type={state.isEditMode ? "danger" : "secondary"} id={HINT_ID}>
            {t(state.isEditMode ? "trips.wizard.editInvalidHint" : "trips.wizard.invalidHint")}
          </Typography.Text>
          <Button type="link" onClick={revealErrors} style={{ paddingInline: 4 }}>
            {t("trips.wizard.showErrors")}
          </Button>
        </Flex>
      ) : null}
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginTop: 16 }}>
        <Link to={cancelTo}>{t("trips.wizard.cancel")}</Link>
        <Flex gap={12}>
          {state.currentStep > 1 ? (
            <Button size="large" onClick={actions.previous} disabled={saving || done}>
              {t("trips.wizard.previous")}
            </Button>
          ) : null}
          {last ? (
            <Button key="submit" size="large" type="primary" htmlType="submit" loading={saving} disabled={saving || done} onClick={ignoreSecondClick}>
              {submitLabel}
            </Button>
          ) : (
            <Button
              key="next"
              size="large"
              type="primary"
              htmlType="submit"
              disabled={done || !canGoNext(state, saving)}
              aria-describedby={stepInvalid ? HINT_ID : undefined}
            >
              {t("trips.wizard.next")}
            </Button>
          )}
        </Flex>
      </Flex>
    </>
  );
}
