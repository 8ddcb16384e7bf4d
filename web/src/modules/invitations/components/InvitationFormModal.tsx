import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useIntl } from "react-intl";
import type { z } from "zod";
import { invitationSchema } from "../../../../../validation/students.ts";
import { CheckboxField } from "../../../components/CheckboxField.tsx";
import { ControlledDateField } from "../../../components/ControlledDateField.tsx";
import { ControlledInputField } from "../../../components/ControlledInputField.tsx";
import { ControlledTextAreaField } from "../../../components/ControlledTextAreaField.tsx";
import { FormModal } from "../../school/components/FormModal.tsx";
import { useServerErrors } from "../../../lib/useServerErrors.ts";
import { createInvitationMutation, updateInvitationMutation } from "../graphql/invitationMutations.ts";
import { invitationsQuery } from "../graphql/invitationsQuery.ts";
import type { InvitationItem } from "./invitationTypes.ts";

type FormInput = z.input<typeof invitationSchema>;
type FormOutput = z.output<typeof invitationSchema>;
const serverFields = ["description", "expiresAt", "usageLimit", "isActive"] as const;

interface InvitationFormModalProps {
  /** The invitation being edited; null creates a new one. */
  invitation: InvitationItem | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

const toValues = (invitation: InvitationItem | null): FormInput => ({
  description: invitation?.description ?? "",
  expiresAt: invitation?.expiresAt ? invitation.expiresAt.slice(0, 10) : "",
  usageLimit: invitation?.usageLimit != null ? String(invitation.usageLimit) : "",
  isActive: invitation?.isActive ?? true,
});

/** Creates or edits an invitation: description, optional expiry date, usage limit (empty = unlimited), active. */
export function InvitationFormModal({ invitation, onClose, onSaved }: InvitationFormModalProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { control, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(invitationSchema),
    defaultValues: toValues(invitation),
  });
  const server = useServerErrors(setError, serverFields);
  const refetchQueries = [{ query: invitationsQuery }];
  const [create] = useMutation(createInvitationMutation, { refetchQueries, awaitRefetchQueries: true });
  const [update] = useMutation(updateInvitationMutation);

  const onSubmit = handleSubmit(async (input) => {
    server.clearAlert();
    try {
      if (invitation) await update({ variables: { id: invitation.id, input } });
      else await create({ variables: { input } });
      onSaved(t(invitation ? "students.invitations.updated" : "students.invitations.created"));
    } catch (error) {
      server.report(error, t("students.invitations.saveFailed"));
    }
  });

  return (
    <FormModal
      open
      title={t(invitation ? "students.invitations.editTitle" : "students.invitations.createTitle")}
      okText={t(invitation ? "students.invitations.saveChanges" : "students.invitations.create")}
      formId="invitation-form"
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onCancel={onClose}
      error={server.alert}
    >
      <ControlledTextAreaField
        control={control}
        name="description"
        id="invitation-description"
        label={t("students.invitations.fields.description")}
        maxLength={1000}
        required
      />
      <ControlledDateField
        control={control}
        name="expiresAt"
        id="invitation-expiresAt"
        label={t("students.invitations.fields.expiresAt")}
        extra={t("students.invitations.fields.expiresAtHint")}
      />
      <ControlledInputField
        control={control}
        name="usageLimit"
        id="invitation-usageLimit"
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        label={t("students.invitations.fields.usageLimit")}
        extra={t("students.invitations.fields.usageLimitHint")}
      />
      <CheckboxField control={control} name="isActive" label={t("students.invitations.fields.isActive")} />
    </FormModal>
  );
}
