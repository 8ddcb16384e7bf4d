import { useMutation } from "@apollo/client/react";
import { Checkbox, Col, Modal, Row } from "antd";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useIntl } from "react-intl";
import { planSchema } from "../../../../../validation/subscription.ts";
import { FormLayout } from "../../../components/FormLayout.tsx";
import { FormResult } from "../../../components/FormResult.tsx";
import { SubmitButton } from "../../../components/SubmitButton.tsx";
import { TextField } from "../../../components/TextField.tsx";
import type { StaffPlansQuery } from "../../../gql/graphql.ts";
import { schemaCheckedResolver } from "../../../lib/schemaCheckedResolver.ts";
import { useServerErrors } from "../../../lib/useServerErrors.ts";
import { allPlansQuery } from "../graphql/allPlansQuery.ts";
import { createPlanMutation, updatePlanMutation } from "../graphql/planMutations.ts";
import { FieldFrame } from "../../../components/FieldFrame.tsx";

type Plan = StaffPlansQuery["allPlans"][number];
interface PlanValues {
  name: string;
  amount: string;
  durationDays: string;
  sortOrder: string;
  active: boolean;
}

const resolver = schemaCheckedResolver<PlanValues>(planSchema);

const valuesOf = (plan: Plan | null): PlanValues =>
  plan
    ? {
        name: plan.name,
        amount: plan.amount.replace(".", ","),
        durationDays: String(plan.durationDays),
        sortOrder: String(plan.sortOrder),
        active: plan.active,
      }
    : { name: "", amount: "", durationDays: "365", sortOrder: "0", active: true };

/** Creating a plan or editing one (orders already placed keep their amount). */
export function PlanFormModal({ plan, open, onClose }: { plan: Plan | null; open: boolean; onClose: (saved: boolean) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [create] = useMutation(createPlanMutation, { refetchQueries: [allPlansQuery], awaitRefetchQueries: true });
  const [update] = useMutation(updatePlanMutation);
  const [done, setDone] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm<PlanValues>({ resolver, defaultValues: valuesOf(plan) });
  const server = useServerErrors(setError, ["name", "amount", "durationDays", "sortOrder"]);

  const onSubmit = handleSubmit(async (v) => {
    server.clearAlert();
    const input = { name: v.name, amount: v.amount, durationDays: Number(v.durationDays), sortOrder: Number(v.sortOrder || 0), active: v.active };
    try {
      if (plan) await update({ variables: { id: plan.id, input } });
      else await create({ variables: { input } });
      setDone(true);
      onClose(true);
    } catch (error) {
      server.report(error, t("staff.plans.saveError"));
    }
  });

  return (
    <Modal open={open} onCancel={() => onClose(done)} footer={null} destroyOnHidden title={t(plan ? "staff.plans.editTitle" : "staff.plans.createTitle")}>
      <FormLayout onSubmit={onSubmit}>
        <TextField control={control} name="name" label={t("staff.plans.fields.name")} required />
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <TextField control={control} name="amount" label={t("staff.plans.fields.amount")} required />
          </Col>
          <Col xs={24} sm={12}>
            <TextField control={control} name="durationDays" label={t("staff.plans.fields.durationDays")} required />
          </Col>
          <Col xs={24} sm={12}>
            <TextField control={control} name="sortOrder" label={t("staff.plans.fields.sortOrder")} />
          </Col>
          <Col xs={24} sm={12}>
            <Controller
              control={control}
              name="active"
              render={({ field }) => (
                <FieldFrame label=" ">
                  <Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)}>
                    {t("staff.plans.fields.active")}
                  </Checkbox>
                </FieldFrame>
              )}
            />
          </Col>
        </Row>
        <SubmitButton submitting={formState.isSubmitting}>{t("staff.plans.save")}</SubmitButton>
        <FormResult error={server.alert} />
      </FormLayout>
    </Modal>
  );
}
