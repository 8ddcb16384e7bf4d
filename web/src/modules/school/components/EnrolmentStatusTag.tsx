import { Tag } from "antd";
import { useIntl } from "react-intl";

type AnyEnrolmentStatus = "NOT_JOINED" | "PENDING" | "ACCEPTED" | "REJECTED";

const COLORS: Record<AnyEnrolmentStatus, string> = { NOT_JOINED: "default", PENDING: "gold", ACCEPTED: "green", REJECTED: "red" };

/** The state of an enrolment as a coloured tag: 'Oczekuje', 'Zaakceptowany', 'Odrzucony', 'Nie zapisano'. */
export function EnrolmentStatusTag({ status }: { status: AnyEnrolmentStatus }) {
  const intl = useIntl();
  return <Tag color={COLORS[status]}>{intl.formatMessage({ id: `students.status.${status}` })}</Tag>;
}
