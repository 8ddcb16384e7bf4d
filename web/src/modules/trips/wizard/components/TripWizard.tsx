import { Alert, Typography } from "antd";
import { Card } from "../../../../components/Card.tsx";
import { type FormEvent, type ReactNode, useCallback, useEffect, useMemo, useRef } from "react";
import { useIntl } from "react-intl";
import { PdfLanguageChoice } from "../../../documents/components/PdfLanguageChoice.tsx";
import { usePublicTripCardPdf } from "../hooks/usePublicTripCardPdf.ts";
import { useReloadLatest } from "../hooks/useReloadLatest.ts";
import { useTripSave } from "../hooks/useTripSave.ts";
import { useWizard } from "../state/useWizard.ts";
import { canGoNext } from "../state/wizardSelectors.ts";
import { type EditData, type StepNumber, TOTAL_STEPS } from "../state/wizardTypes.ts";
import type { TripFormData } from "../../../../../../validation/trip.ts";
import { DisclaimerNote } from "./DisclaimerNote.tsx";
import { SaveFeedback } from "./SaveFeedback.tsx";
import { fieldId } from "./fieldId.ts";
import { useFocusAfterRender } from "./useFocusAfterRender.ts";
import { StepContent } from "./StepContent.tsx";
import { WizardContext, type WizardMode } from "./WizardContext.ts";
import { WizardNavigation } from "./WizardNavigation.tsx";
import { WizardProgress } from "./WizardProgress.tsx";
import { UnsavedChangesPrompt } from "../../../../components/UnsavedChangesPrompt.tsx";
import { useDocumentTitle } from "../../../../lib/useDocumentTitle.ts";
import { useNarrowScreen } from "../../../../lib/useNarrowScreen.ts";

const STEP_TEXT: Record<StepNumber, { title: string; description: string }> = {
  1: { title: "trips.wizard.captain.title", description: "trips.wizard.captain.description" },
  2: { title: "trips.wizard.yacht.title", description: "trips.wizard.yacht.description" },
  3: { title: "trips.wizard.route.title", description: "trips.wizard.route.description" },
  4: { title: "trips.wizard.crew.title", description: "trips.wizard.crew.description" },
  5: { title: "trips.wizard.summary.title", description: "trips.wizard.summary.description" },
};

interface TripWizardProps {
  /** A loaded trip: the wizard starts in edit mode with its data. */
  edit?: EditData;
  /** Step 5's button text; by default 'Zapisz rejs', or 'Zaktualizuj rejs' when editing. */
  submitLabel?: string;
  /**
   * 'public': the free generator (/public-trip-card) — title 'Karta rejsu', step 5 sends the form
   * for a PDF instead of saving (never edit mode; the page has no Premium gate).
   */
  mode?: WizardMode;
  /** A new trip with these fields already filled in (never with `edit`). */
  prefill?: Partial<TripFormData>;
  /** Shown under the intro (e.g. where the prefilled data came from). */
  notice?: ReactNode;
}

/** The five-step trip form (spec §2 "Trip wizard"): progress, the current step, errors, navigation. */
export function TripWizard({ edit, submitLabel, mode = "trip", prefill, notice }: TripWizardProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const isPublic = mode === "public";
  const { state, actions, dirty: changed } = useWizard({ edit: isPublic ? undefined : edit, prefill });
  // Both hooks always run (hooks cannot be conditional); only the mode's own submit is used.
  const tripSave = useTripSave(state);
  const publicPdf = usePublicTripCardPdf(state.form);
  const save = isPublic ? publicPdf : tripSave;
  const { clear: clearSave } = save;
  const { enterEditMode } = actions;
  const onReloaded = useCallback(
    (data: EditData) => {
      enterEditMode(data);
      clearSave();
    },
    [enterEditMode, clearSave],
  );
  const { reload, reloading } = useReloadLatest(state.tripId, onReloaded);
  // Unsaved changes: the form differs from what it started with (or was reloaded with).
  const dirty = changed && !save.done;
  // Phones: the first field on the first screen — the disclaimer goes under the form.
  const narrow = useNarrowScreen();
  const context = useMemo(() => ({ state, actions, saving: save.saving, mode }), [state, actions, save.saving, mode]);

  // A new step is announced by moving focus to its heading (not on the first render).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.currentStep);
  useEffect(() => {
    if (shownStep.current === state.currentStep) return;
    shownStep.current = state.currentStep;
    headingRef.current?.focus();
  }, [state.currentStep]);
  // A field named in a failed save: open its step, then focus it (after the heading above).
  const focusLater = useFocusAfterRender();
  const { goTo } = actions;
  const openField = useCallback(
    (path: string, step: StepNumber) => {
      goTo(step);
      focusLater(fieldId(path));
    },
    [goTo, focusLater],
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.currentStep < TOTAL_STEPS) {
      if (canGoNext(state, save.saving)) void actions.next();
      return;
    }
    void save.submit();
  };

  const text =
    isPublic && state.currentStep === TOTAL_STEPS
      ? { ...STEP_TEXT[TOTAL_STEPS], description: "documents.public.summaryDescription" }
      : STEP_TEXT[state.currentStep];
  const cancelTo = isPublic ? "/" : state.isEditMode && state.tripId ? `/sailing-trips/${state.tripId}` : "/sailing-trips";
  const title = isPublic ? "documents.public.title" : state.isEditMode ? "trips.wizard.editTitle" : "trips.wizard.createTitle";
  useDocumentTitle(
    isPublic
      ? t("title.publicCard")
      : state.isEditMode
        ? intl.formatMessage({ id: "title.tripEdit" }, { yacht: edit?.form.yachtName ?? "" })
        : t("title.tripNew"),
  );
  const defaultSubmit = isPublic ? "documents.public.submit" : state.isEditMode ? "trips.wizard.submitUpdate" : "trips.wizard.submitCreate";
  return (
    <WizardContext value={context}>
      <UnsavedChangesPrompt when={dirty} />
      <Typography.Title level={1} style={narrow ? { fontSize: 26, marginBottom: 8 } : undefined}>
        {t(title)}
      </Typography.Title>
      {state.isEditMode ? (
        <Alert type="info" showIcon title={t("trips.wizard.editBanner")} style={{ marginBottom: 16 }} role="note" />
      ) : (
        <Typography.Paragraph type="secondary">{t(isPublic ? "documents.public.intro" : "trips.wizard.createIntro")}</Typography.Paragraph>
      )}
      {notice}
      {narrow ? null : <DisclaimerNote />}
      <WizardProgress />
      <form onSubmit={onSubmit} noValidate>
        <Card>
          <Typography.Title level={2} ref={headingRef} tabIndex={-1} style={{ fontSize: 22, outline: "none" }}>
            {t(text.title)}
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            {t(text.description)}
            {state.currentStep < TOTAL_STEPS ? ` ${t("trips.wizard.requiredNote")}` : null}
          </Typography.Paragraph>
          <StepContent step={state.currentStep} />
        </Card>
        {narrow ? (
          <div style={{ marginTop: 16 }}>
            <DisclaimerNote />
          </div>
        ) : null}
        <SaveFeedback status={save.status} onReloadLatest={() => void reload()} reloading={reloading} onOpenField={openField} />
        {isPublic && state.currentStep === TOTAL_STEPS ? (
          <div style={{ marginTop: 16 }}>
            <PdfLanguageChoice />
          </div>
        ) : null}
        <WizardNavigation done={save.done} cancelTo={cancelTo} submitLabel={submitLabel ?? t(defaultSubmit)} />
      </form>
    </WizardContext>
  );
}
