import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "antd";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useIntl } from "react-intl";
import type { z } from "zod";
import { enrolmentNotesSchema } from "../../../../../validation/students.ts";
import { ControlledTextAreaField } from "../../../components/ControlledTextAreaField.tsx";
import { FormLayout } from "../../../components/FormLayout.tsx";
import { FormResult } from "../../../components/FormResult.tsx";
import { useServerErrors } from "../../../lib/useServerErrors.ts";
import { updateEnrolmentNotesMutation } from "../graphql/studentSchoolMutations.ts";

type FormInput = z.input<typeof enrolmentNotesSchema>;
type FormOutput = z.output<typeof enrolmentNotesSchema>;
const serverFields = ["notes"] as const;

/** The student's own notes for the captain on this trip, editable while enrolled. */
export function MyNotesForm({ tripId, notes }: { tripId: string; notes: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [save] = useMutation(updateEnrolmentNotesMutation);
  const [saved, setSaved] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(enrolmentNotesSchema),
    defaultValues: { notes },
  });
  const server = useServerErrors(setError, serverFields);
  const onSubmit = handleSubmit(async (input) => {
    server.clearAlert();
    setSaved(false);
    try {
      await save({ variables: { id: tripId, notes: input.notes ?? "" } });
      setSaved(true);
    } catch (error) {
      server.report(error, t("students.notes.failed"));
    }
  });
  return (
    <FormLayout onSubmit={(event) => void onSubmit(event)}>
      <ControlledTextAreaField control={control} name="notes" id="my-notes" label={t("students.notes.label")} maxLength={2000} />
      <Button htmlType="submit" loading={formState.isSubmitting}>
        {t("students.notes.save")}
      </Button>
      <FormResult error={server.alert} success={saved ? t("students.notes.saved") : null} />
    </FormLayout>
  );
}
