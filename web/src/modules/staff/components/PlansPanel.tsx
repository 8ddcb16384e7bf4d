import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Button, Flex, type TableColumnsType, Tag } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { PopconfirmButton } from "../../../components/PopconfirmButton.tsx";
import type { StaffPlansQuery } from "../../../gql/graphql.ts";
import { formatMoney } from "../../../lib/money.ts";
import { useRowAction } from "../../../lib/useRowAction.ts";
import { useDurationLabel } from "../../premium/hooks/useDurationLabel.ts";
import { QueryStateTable } from "../../trips/shared/components/QueryStateTable.tsx";
import { allPlansQuery } from "../graphql/allPlansQuery.ts";
import { setPlanActiveMutation } from "../graphql/planMutations.ts";
import { PlanFormModal } from "./PlanFormModal.tsx";

type Plan = StaffPlansQuery["allPlans"][number];

/** Plans: create, edit, take off sale and back. A plan is never deleted (orders refer to it). */
export function PlansPanel() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const duration = useDurationLabel();
  const { data, loading, error, refetch } = useQuery(allPlansQuery, { fetchPolicy: "cache-and-network" });
  const [setActive] = useMutation(setPlanActiveMutation);
  const onSale = useRowAction();
  const setOnSale = (plan: Plan, active: boolean) =>
    onSale.run(plan.id, () => setActive({ variables: { id: plan.id, active } }), t(active ? "staff.plans.activateFailed" : "staff.plans.deactivateFailed"));
  const [editing, setEditing] = useState<{ plan: Plan | null } | null>(null);

  const columns: TableColumnsType<Plan> = [
    { key: "name", title: t("staff.plans.fields.name"), render: (_, p) => p.name },
    { key: "price", title: t("staff.plans.fields.amount"), align: "right", render: (_, p) => formatMoney(p.amount, p.currency) },
    { key: "duration", title: t("staff.plans.fields.durationDays"), render: (_, p) => `${p.durationDays} (${duration(p.durationDays)})` },
    { key: "sortOrder", title: t("staff.plans.fields.sortOrder"), render: (_, p) => p.sortOrder },
    {
      key: "active",
      title: t("staff.plans.columns.status"),
      render: (_, p) => (p.active ? <Tag color="green">{t("staff.plans.onSale")}</Tag> : <Tag>{t("staff.plans.offSale")}</Tag>),
    },
    {
      key: "actions",
      title: t("staff.captains.columns.actions"),
      render: (_, p) => (
        <Flex gap={4} wrap>
          <Button size="small" onClick={() => setEditing({ plan: p })} aria-label={t("staff.plans.editLabel", { name: p.name })}>
            {t("staff.plans.edit")}
          </Button>
          {p.active ? (
            <PopconfirmButton
              confirm={{ title: t("staff.plans.deactivateConfirm"), okText: t("staff.plans.deactivate"), cancelText: t("staff.actions.cancel") }}
              ariaLabel={t("staff.plans.deactivateLabel", { name: p.name })}
              loading={onSale.busy === p.id}
              onConfirm={() => setOnSale(p, false)}
            >
              {t("staff.plans.deactivate")}
            </PopconfirmButton>
          ) : (
            <Button size="small" loading={onSale.busy === p.id} onClick={() => void setOnSale(p, true)}>
              {t("staff.plans.activate")}
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex>
        <Button type="primary" onClick={() => setEditing({ plan: null })}>
          {t("staff.plans.create")}
        </Button>
      </Flex>
      {onSale.error ? <Alert type="error" showIcon title={onSale.error} /> : null}
      <QueryStateTable<Plan>
        rows={data?.allPlans}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        loadErrorId="staff.plans.loadError"
        emptyText={t("staff.plans.empty")}
        size="middle"
        columns={columns}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: "max-content" }}
      />
      {editing ? <PlanFormModal open plan={editing.plan} onClose={() => setEditing(null)} /> : null}
    </Flex>
  );
}
