import { Collapse, Timeline, Typography } from "antd";
import { useIntl } from "react-intl";
import type { EnrolmentFieldsFragment } from "../../../gql/graphql.ts";
import { formatDateTime } from "../../trips/shared/formatTrip.ts";

/** What the server records in `note`: why the entry was written when the state alone does not say. */
const NOTE_IDS: Record<string, string> = {
  rejoin_allowed: "students.detail.note.rejoinAllowed",
  captain_notes: "students.detail.note.captainNotes",
  student_notes: "students.detail.note.studentNotes",
  left: "students.detail.note.left",
  disconnected: "students.detail.note.disconnected",
};

/** 'Historia zmian' of one enrolment: when, who (captain or student), from which state to which and why. */
export function EnrolmentHistory({ history }: { history: EnrolmentFieldsFragment["history"] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const state = (s: string | null | undefined) => t(`students.status.${s ?? "NOT_JOINED"}`);
  const noteText = (note: string) => (NOTE_IDS[note] ? t(NOTE_IDS[note]) : note);
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
                        {change.fromStatus === change.toStatus && change.note
                          ? noteText(change.note)
                          : t("students.detail.change", { from: state(change.fromStatus), to: state(change.toStatus) })}
                      </Typography.Text>
                      {change.note && change.fromStatus !== change.toStatus ? (
                        <Typography.Text type="secondary"> ({noteText(change.note)})</Typography.Text>
                      ) : null}
                      <br />
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {formatDateTime(change.at)} · {t(`students.detail.by.${change.byRole}`, { name: change.byName ?? "" })}
                      </Typography.Text>
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
