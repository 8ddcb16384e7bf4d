import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Flex } from "antd";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import type { z } from "zod";
import { invitationCodeSchema } from "../../../../../validation/students.ts";
import { FormLayout } from "../../../components/FormLayout.tsx";
import { TextField } from "../../../components/TextField.tsx";
import { useServerErrors } from "../../../lib/useServerErrors.ts";
import { acceptInvitationMutation } from "../graphql/studentSchoolMutations.ts";
import { myCaptainsQuery, studentPlannedTripsQuery } from "../graphql/studentSchoolQueries.ts";

type FormInput = z.input<typeof invitationCodeSchema>;
type FormOutput = z.output<typeof invitationCodeSchema>;
const serverFields = ["code"] as const;

/** Accepts an invitation code from a captain; each refusal (unknown, expired, inactive, used up, already connected) is said under the field. */
export function AcceptInvitationForm() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [accept] = useMutation(acceptInvitationMutation, {
    refetchQueries: [{ query: myCaptainsQuery }, { query: studentPlannedTripsQuery }],
  });
  const [connected, setConnected] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState, reset } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(invitationCodeSchema),
    defaultValues: { code: "" },
  });
  const server = useServerErrors(setError, serverFields);

  const onSubmit = handleSubmit(async ({ code }) => {
    server.clearAlert();
    setConnected(null);
    try {
      const { data } = await accept({ variables: { code } });
      if (!data) throw new Error("AcceptInvitation returned no data");
      const captain = data.acceptInvitation;
      setConnected(`${captain.firstName} ${captain.lastName}`.trim());
      reset({ code: "" });
    } catch (error) {
      server.report(error, t("students.accept.failed"));
    }
  });

  return (
    <FormLayout onSubmit={(event) => void onSubmit(event)} error={server.alert}>
      <TextField control={control} name="code" label={t("students.accept.code")} autoComplete="off" required />
      <Flex gap={12} wrap>
        <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
          {t("students.accept.submit")}
        </Button>
      </Flex>
      {connected ? (
        <Alert
          type="success"
          showIcon
          role="status"
          style={{ marginTop: 16 }}
          title={t("students.accept.connected", { name: connected })}
          description={
            <Flex gap={16} wrap>
              <Link to="/student/planned-sailing-trips">{t("students.accept.seeTrips")}</Link>
              <Link to="/student/captains">{t("students.accept.seeCaptains")}</Link>
            </Flex>
          }
        />
      ) : null}
    </FormLayout>
  );
}
