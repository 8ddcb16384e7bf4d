import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Col, Flex, Row } from "antd";
import { useForm } from "react-hook-form";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { plannedTripSchema } from "../../../../../validation/students.ts";
import { ButtonLink } from "../../../components/ButtonLink.tsx";
import { CheckboxField } from "../../../components/CheckboxField.tsx";
import { ControlledDateField } from "../../../components/ControlledDateField.tsx";
import { ControlledInputField } from "../../../components/ControlledInputField.tsx";
import { ControlledTextAreaField } from "../../../components/ControlledTextAreaField.tsx";
import { FormLayout } from "../../../components/FormLayout.tsx";
import type { PlannedTripFieldsFragment } from "../../../gql/graphql.ts";
import { useServerErrors } from "../../../lib/useServerErrors.ts";
import { createPlannedTripMutation, updatePlannedTripMutation } from "../graphql/plannedTripMutations.ts";
import { plannedTripsQuery } from "../graphql/plannedTripQueries.ts";
import { type PlannedTripFormInput, type PlannedTripFormOutput, plannedTripFormValues } from "./plannedTripFormValues.ts";
import { YachtPickerField } from "./YachtPickerField.tsx";

const serverFields = [
  "name",
  "description",
  "startDate",
  "endDate",
  "embarkationPort",
  "disembarkationPort",
  "yachtId",
  "yachtName",
  "yachtType",
  "maxCrewMembers",
  "isActive",
] as const;

/** The planned trip's fields (spec §3) with cancel and save; after saving it opens the trip's detail. */
export function PlannedTripForm({ trip }: { trip: PlannedTripFieldsFragment | null }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const { control, handleSubmit, setError, formState } = useForm<PlannedTripFormInput, unknown, PlannedTripFormOutput>({
    resolver: zodResolver(plannedTripSchema),
    defaultValues: plannedTripFormValues(trip),
  });
  const server = useServerErrors(setError, serverFields);
  const refetchQueries = [{ query: plannedTripsQuery }];
  const [create] = useMutation(createPlannedTripMutation, { refetchQueries });
  const [update] = useMutation(updatePlannedTripMutation, { refetchQueries });

  const onSubmit = handleSubmit(async (input) => {
    server.clearAlert();
    try {
      const saved = trip
        ? (await update({ variables: { id: trip.id, input } })).data?.updatePlannedTrip
        : (await create({ variables: { input } })).data?.createPlannedTrip;
      if (!saved) throw new Error("no planned trip returned");
      void navigate(`/planned-sailing-trips/${saved.id}`, { state: { flash: t(trip ? "students.planned.updated" : "students.planned.created") } });
    } catch (error) {
      server.report(error, t("students.planned.saveFailed"));
    }
  });

  interface FieldOptions {
    type?: "text" | "number";
    required?: boolean;
    min?: number;
    step?: number;
    inputMode?: "numeric";
    extra?: string;
  }
  const field = (name: (typeof serverFields)[number], extra: FieldOptions = {}) => (
    <ControlledInputField control={control} name={name} id={`planned-${name}`} label={t(`students.planned.fields.${name}`)} {...extra} />
  );
  return (
    <FormLayout onSubmit={(event) => void onSubmit(event)} error={server.alert}>
      <Row gutter={16}>
        <Col xs={24}>{field("name", { required: true })}</Col>
        <Col xs={24}>
          <ControlledTextAreaField
            control={control}
            name="description"
            id="planned-description"
            label={t("students.planned.fields.description")}
            rows={4}
            maxLength={5000}
          />
        </Col>
        <Col xs={24} md={12}>
          <ControlledDateField control={control} name="startDate" id="planned-startDate" label={t("students.planned.fields.startDate")} required />
        </Col>
        <Col xs={24} md={12}>
          <ControlledDateField control={control} name="endDate" id="planned-endDate" label={t("students.planned.fields.endDate")} required />
        </Col>
        <Col xs={24} md={12}>
          {field("embarkationPort", { required: true })}
        </Col>
        <Col xs={24} md={12}>
          {field("disembarkationPort", { required: true })}
        </Col>
        <Col xs={24} md={12}>
          <YachtPickerField control={control} />
        </Col>
        <Col xs={24} md={12}>
          {field("yachtType")}
        </Col>
        <Col xs={24} md={12}>
          {field("maxCrewMembers", { type: "number", min: 1, step: 1, inputMode: "numeric", extra: t("students.planned.fields.maxCrewMembersHint") })}
        </Col>
        <Col xs={24} md={12} style={{ display: "flex", alignItems: "center" }}>
          <CheckboxField control={control} name="isActive" label={t("students.planned.fields.isActive")} />
        </Col>
      </Row>
      <Flex gap={12} justify="flex-end" wrap>
        <ButtonLink to={trip ? `/planned-sailing-trips/${trip.id}` : "/planned-sailing-trips"}>{t("students.common.cancel")}</ButtonLink>
        <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
          {t(trip ? "students.planned.saveChanges" : "students.planned.create")}
        </Button>
      </Flex>
    </FormLayout>
  );
}
