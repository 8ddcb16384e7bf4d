import { useMutation } from "@apollo/client/react";
import { Button, Flex, Popconfirm } from "antd";
import { useIntl } from "react-intl";
import type { ReversalFeeStatus } from "../../../gql/graphql.ts";
import { setReversalFeeStatusMutation } from "../graphql/setReversalFeeStatusMutation.ts";

/** The two ways to settle a due fee: its new status, the button's text and the question asked first. */
const SETTLE: { status: ReversalFeeStatus; action: string; confirm: string }[] = [
  { status: "paid", action: "staff.fees.actions.paid", confirm: "staff.fees.actions.paidConfirm" },
  { status: "waived", action: "staff.fees.actions.waive", confirm: "staff.fees.actions.waiveConfirm" },
];

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
      {SETTLE.map(({ status, action, confirm }) => (
        <Popconfirm key={status} title={t(confirm)} okText={t(action)} cancelText={t("staff.actions.cancel")} onConfirm={() => set(status)}>
          <Button size="small" loading={loading} aria-label={`${t(action)}: ${label}`}>
            {t(action)}
          </Button>
        </Popconfirm>
      ))}
    </Flex>
  );
}
