import { Col, Empty, Row, Typography } from "antd";
import { useIntl } from "react-intl";
import type { EnrolmentFieldsFragment, EnrolmentStatus } from "../../../gql/graphql.ts";
import { EnrolmentItem } from "./EnrolmentItem.tsx";

const GROUPS: EnrolmentStatus[] = ["PENDING", "ACCEPTED", "REJECTED"];

/** The trip's students in three groups: pending, accepted, rejected (each oldest request first). */
export function EnrolmentGroups({ enrolments, tripId }: { enrolments: readonly EnrolmentFieldsFragment[]; tripId: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  if (enrolments.length === 0) return <Empty description={t("students.detail.noStudents")} style={{ padding: "24px 0" }} />;
  return (
    <>
      {GROUPS.map((status) => {
        const group = enrolments.filter((e) => e.status === status).sort((a, b) => a.joinedAt.localeCompare(b.joinedAt));
        const headingId = `enrolments-${status}`;
        return (
          <section key={status} aria-labelledby={headingId} style={{ marginBottom: 24 }}>
            <Typography.Title level={3} id={headingId} style={{ fontSize: 17 }}>
              {t(`students.detail.group.${status}`, { count: group.length })}
            </Typography.Title>
            {group.length === 0 ? (
              <Typography.Text type="secondary">{t(`students.detail.groupEmpty.${status}`)}</Typography.Text>
            ) : (
              <Row gutter={[16, 16]} role="list">
                {group.map((enrolment) => (
                  <Col key={enrolment.id} xs={24} md={12} xl={8} role="listitem" aria-label={`${enrolment.student.firstName} ${enrolment.student.lastName}`}>
                    <EnrolmentItem enrolment={enrolment} tripId={tripId} />
                  </Col>
                ))}
              </Row>
            )}
          </section>
        );
      })}
    </>
  );
}
