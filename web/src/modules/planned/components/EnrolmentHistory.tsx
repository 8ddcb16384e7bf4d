import { Collapse, Timeline, Typography } from "antd";
import { useIntl } from "react-intl";
import type { EnrolmentFieldsFragment } from "../../../gql/graphql.ts";
import { formatDateTime } from "../../trips/shared/formatTrip.ts";

/** 'Historia zmian' of one enrolment: when, who (captain or student) and from which state to which. */
export function EnrolmentHistory({ history }: { history: EnrolmentFieldsFragment["history"] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const state = (s: string | null | undefined) => t(`students.status.${s ?? "NOT_JOINED"}`);
  return (
    <Collapse
      size="small"
      ghost
      items={[
        {
          key: "history",
          label: t("students.detail.history", { count: String(history.length) }),
          children:
            history.length === 0 ? (
              <Typography.Text type="secondary">{t("students.detail.noHistory")}</Typography.Text>
            ) : (
              <Timeline
                items={history.map((change, index) => ({
                  key: `${change.at}-${index}`,
                  content: (
                    <>
                      <Typography.Text>
                        {t("students.detail.change", { from: state(change.fromStatus), to: state(change.toStatus) })}
                      </Typography.Text>
                      <br />
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {formatDateTime(change.at)} · {t(`students.detail.by.${change.byRole}`, { name: change.byName ?? "" })}
                      </Typography.Text>
                      {change.note ? <Typography.Paragraph style={{ margin: 0, fontSize: 12 }}>{change.note}</Typography.Paragraph> : null}
                    </>
                  ),
                }))}
              />
            ),
        },
      ]}
    />
  );
}
