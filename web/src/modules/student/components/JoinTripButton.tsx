import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Typography } from "antd";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useIntl } from "react-intl";
import type { z } from "zod";
import { enrolmentNotesSchema } from "../../../../../validation/students.ts";
import { ControlledTextAreaField } from "../../../components/ControlledTextAreaField.tsx";
import { FormModal } from "../../school/components/FormModal.tsx";
import { useServerErrors } from "../../../lib/useServerErrors.ts";
import { joinPlannedTripMutation } from "../graphql/studentSchoolMutations.ts";
import { enrolledTripsQuery, studentPlannedTripsQuery } from "../graphql/studentSchoolQueries.ts";
import type { StudentTrip } from "./studentTripTypes.ts";

type FormInput = z.input<typeof enrolmentNotesSchema>;
type FormOutput = z.output<typeof enrolmentNotesSchema>;
const serverFields = ["notes"] as const;

/** 'Zapisz się' and its modal: optional notes for the captain; the request then waits for the captain. */
export function JoinTripButton({ trip, onJoined, rejoin = false }: { trip: StudentTrip; onJoined: (message: string) => void; rejoin?: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [open, setOpen] = useState(false);
  const [join] = useMutation(joinPlannedTripMutation, {
    refetchQueries: [{ query: studentPlannedTripsQuery }, { query: enrolledTripsQuery, variables: { status: null } }],
  });
  const { control, handleSubmit, setError, formState, reset } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(enrolmentNotesSchema),
    defaultValues: { notes: "" },
  });
  const server = useServerErrors(setError, serverFields);

  const onSubmit = handleSubmit(async ({ notes }) => {
    server.clearAlert();
    try {
      await join({ variables: { id: trip.id, notes: notes || null } });
      setOpen(false);
      reset({ notes: "" });
      onJoined(t("students.join.done"));
    } catch (error) {
      server.report(error, t("students.join.failed"));
    }
  });
  const close = () => {
    if (formState.isSubmitting) return;
    server.clearAlert();
    setOpen(false);
  };

  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        {t(rejoin ? "students.join.rejoinButton" : "students.join.button")}
      </Button>
      <FormModal
        open={open}
        title={t("students.join.title", { name: trip.name })}
        okText={t("students.join.confirm")}
        formId="join-trip-form"
        submitting={formState.isSubmitting}
        onSubmit={onSubmit}
        onCancel={close}
        error={server.alert}
        intro={<Typography.Paragraph>{t("students.join.explain")}</Typography.Paragraph>}
      >
        <ControlledTextAreaField
          control={control}
          name="notes"
          id="join-notes"
          label={t("students.join.notes")}
          maxLength={2000}
          placeholder={t("students.join.notesPlaceholder")}
        />
      </FormModal>
    </>
  );
}
