import { useMutation } from "@apollo/client/react";
import { Alert, Flex, type TableColumnsType, Tag, Typography } from "antd";
import { Card } from "../../../components/Card.tsx";
import { PopconfirmButton } from "../../../components/PopconfirmButton.tsx";
import { useIntl } from "react-intl";
import type { StaffDiscountCodesQuery } from "../../../gql/graphql.ts";
import { useRowAction } from "../../../lib/useRowAction.ts";
import { deactivateDiscountCodeMutation } from "../graphql/discountCodeMutations.ts";
import { discountCodesQuery } from "../graphql/discountCodesQuery.ts";
import { DiscountCodeCreateForm } from "./DiscountCodeCreateForm.tsx";
import { PagedStaffTable } from "./PagedStaffTable.tsx";
import { usePagedStaffQuery } from "./usePagedStaffQuery.ts";

type Code = StaffDiscountCodesQuery["discountCodes"]["nodes"][number];

/** Discount codes: create, list with their use counts (searched, paged), deactivate. */
export function DiscountCodesPanel() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { shown, refetch, table } = usePagedStaffQuery(discountCodesQuery);
  const [deactivate] = useMutation(deactivateDiscountCodeMutation);
  const deactivating = useRowAction();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: "medium" });

  const columns: TableColumnsType<Code> = [
    {
      key: "code",
      title: t("staff.codes.fields.code"),
      render: (_, c) => (
        <Typography.Text code copyable>
          {c.code}
        </Typography.Text>
      ),
    },
    {
      key: "kind",
      title: t("staff.codes.fields.kind"),
      render: (_, c) =>
        c.kind === "PERCENT" ? t("staff.codes.valuePercent", { value: String(c.value) }) : t("staff.codes.valueDays", { value: String(c.value) }),
    },
    { key: "uses", title: t("staff.codes.columns.uses"), render: (_, c) => (c.maxUses ? `${c.uses} / ${c.maxUses}` : `${c.uses} / ∞`) },
    { key: "expiresAt", title: t("staff.codes.columns.expiresAt"), render: (_, c) => (c.expiresAt ? date(c.expiresAt) : t("staff.codes.never")) },
    {
      key: "active",
      title: t("staff.plans.columns.status"),
      render: (_, c) => (c.active ? <Tag color="green">{t("staff.codes.active")}</Tag> : <Tag>{t("staff.codes.inactive")}</Tag>),
    },
    { key: "created", title: t("staff.codes.columns.created"), render: (_, c) => `${date(c.createdAt)}${c.createdByName ? `, ${c.createdByName}` : ""}` },
    {
      key: "actions",
      title: t("staff.captains.columns.actions"),
      render: (_, c) =>
        c.active ? (
          <PopconfirmButton
            confirm={{
              title: t("staff.codes.deactivateConfirm", { code: c.code }),
              okText: t("staff.codes.deactivate"),
              cancelText: t("staff.actions.cancel"),
            }}
            ariaLabel={t("staff.codes.deactivateLabel", { code: c.code })}
            loading={deactivating.busy === c.id}
            onConfirm={() => deactivating.run(c.id, () => deactivate({ variables: { id: c.id } }), t("staff.codes.deactivateFailed"))}
          >
            {t("staff.codes.deactivate")}
          </PopconfirmButton>
        ) : (
          "—"
        ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card size="small" title={<h3 style={{ fontSize: 16, margin: 0 }}>{t("staff.codes.createTitle")}</h3>}>
        <DiscountCodeCreateForm onCreated={() => void refetch()} />
      </Card>
      {deactivating.error ? <Alert type="error" showIcon title={deactivating.error} /> : null}
      <PagedStaffTable<Code>
        {...table}
        connection={shown?.discountCodes}
        columns={columns}
        messages={{
          loadError: "staff.codes.loadError",
          empty: "staff.codes.empty",
          searchLabel: "staff.codes.search.label",
          searchPlaceholder: "staff.codes.search.placeholder",
        }}
      />
    </Flex>
  );
}
