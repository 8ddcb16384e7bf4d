import { useMutation } from "@apollo/client/react";
import { Button, Flex, Popconfirm, Typography } from "antd";
import { useIntl } from "react-intl";
import type { ReversalFeeStatus } from "../../../gql/graphql.ts";
import { useRowAction } from "../../../lib/useRowAction.ts";
import { setReversalFeeStatusMutation } from "../graphql/setReversalFeeStatusMutation.ts";

/** The two ways to settle a due fee: its new status, the button's text and the question asked first. */
const SETTLE: { status: ReversalFeeStatus; action: string; confirm: string }[] = [
  { status: "paid", action: "staff.fees.actions.paid", confirm: "staff.fees.actions.paidConfirm" },
  { status: "waived", action: "staff.fees.actions.waive", confirm: "staff.fees.actions.waiveConfirm" },
];

/** Marks a reversal fee paid or waived (asking first); a settled one can be set due again. A failure is said under the buttons. */
export function FeeStatusButtons({ fee, label }: { fee: { id: string; status: ReversalFeeStatus }; label: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [setStatus] = useMutation(setReversalFeeStatusMutation);
  const action = useRowAction();
  const loading = action.busy !== null;
  const set = (status: ReversalFeeStatus) => action.run(status, () => setStatus({ variables: { id: fee.id, status } }), t("staff.fees.actions.failed"));
  const failure = action.error ? (
    <Typography.Text type="danger" role="alert">
      {action.error}
    </Typography.Text>
  ) : null;
  if (fee.status !== "due") {
    return (
      <Flex vertical gap={4} align="flex-start">
        <Button size="small" type="link" loading={loading} onClick={() => void set("due")} aria-label={`${t("staff.fees.actions.undo")}: ${label}`}>
          {t("staff.fees.actions.undo")}
        </Button>
        {failure}
      </Flex>
    );
  }
  return (
    <Flex vertical gap={4} align="flex-start">
      <Flex gap={4} wrap>
        {SETTLE.map(({ status, action: text, confirm }) => (
          // eslint-disable-next-line @typescript-eslint/no-misused-promises -- antd keeps the OK button loading until the returned promise settles
          <Popconfirm key={status} title={t(confirm)} okText={t(text)} cancelText={t("staff.actions.cancel")} onConfirm={() => set(status)}>
            <Button size="small" loading={loading} aria-label={`${t(text)}: ${label}`}>
              {t(text)}
            </Button>
          </Popconfirm>
        ))}
      </Flex>
      {failure}
    </Flex>
  );
}
