import { useMutation } from "@apollo/client/react";
import { Button, Flex, Popconfirm } from "antd";
import { useIntl } from "react-intl";
import type { ReversalFeeStatus } from "../../../gql/graphql.ts";
import { setReversalFeeStatusMutation } from "../graphql/setReversalFeeStatusMutation.ts";

/** Marks a reversal fee paid or waived (asking first); a settled one can be set due again. */
export function FeeStatusButtons({ fee, label }: { fee: { id: string; status: ReversalFeeStatus }; label: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [setStatus, { loading }] = useMutation(setReversalFeeStatusMutation);
  const set = (status: ReversalFeeStatus) => void setStatus({ variables: { id: fee.id, status } }).catch(() => undefined);
  if (fee.status !== "due") {
    return (
      <Button size="small" type="link" loading={loading} onClick={() => set("due")} aria-label={`${t("staff.fees.actions.undo")}: ${label}`}>
        {t("staff.fees.actions.undo")}
      </Button>
    );
  }
  return (
    <Flex gap={4} wrap>
      <Popconfirm
        title={t("staff.fees.actions.paidConfirm")}
        okText={t("staff.fees.actions.paid")}
        cancelText={t("staff.actions.cancel")}
        onConfirm={() => set("paid")}
      >
        <Button size="small" loading={loading} aria-label={`${t("staff.fees.actions.paid")}: ${label}`}>
          {t("staff.fees.actions.paid")}
        </Button>
      </Popconfirm>
      <Popconfirm
        title={t("staff.fees.actions.waiveConfirm")}
        okText={t("staff.fees.actions.waive")}
        cancelText={t("staff.actions.cancel")}
        onConfirm={() => set("waived")}
      >
        <Button size="small" loading={loading} aria-label={`${t("staff.fees.actions.waive")}: ${label}`}>
          {t("staff.fees.actions.waive")}
        </Button>
      </Popconfirm>
    </Flex>
  );
}
