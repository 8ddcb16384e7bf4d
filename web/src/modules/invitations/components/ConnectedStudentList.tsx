import { useMutation, useQuery } from "@apollo/client/react";
import { Col, Descriptions, Empty, Flex, List, Row, Typography } from "antd";
import { Card } from "../../../components/Card.tsx";
import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { ListPagination } from "../../../components/ListPagination.tsx";
import { useListPage } from "../../../lib/useListPage.ts";
import { formatDay, formatDayRange } from "../../trips/shared/formatTrip.ts";
import { ConfirmButton } from "../../school/components/ConfirmButton.tsx";
import { EnrolmentStatusTag } from "../../school/components/EnrolmentStatusTag.tsx";
import { QueryState } from "../../school/components/QueryState.tsx";
import { disconnectStudentMutation, myStudentsQuery } from "../graphql/myStudentsQuery.ts";

interface ConnectedStudentListProps {
  /** /student-management: each student gets a 'disconnect' button with a confirmation. */
  manage?: boolean;
  onMessage?: (text: string) => void;
}

/** The captain's connected students: contact data, connection date, enrolments in this captain's trips. */
export function ConnectedStudentList({ manage = false, onMessage }: ConnectedStudentListProps) {
  const intl = useIntl();
  const listPage = useListPage();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { data, loading, error, refetch } = useQuery(myStudentsQuery, { fetchPolicy: "cache-and-network" });
  const [disconnect] = useMutation(disconnectStudentMutation);

  return (
    <QueryState data={data} loading={loading} error={error} errorTitleId="students.myStudents.loadError" onRetry={() => void refetch()}>
      {({ myStudents }) =>
        myStudents.length === 0 ? (
          <Empty description={t("students.myStudents.empty")} style={{ padding: "32px 0" }}>
            <Link to="/invitations">{t("students.myStudents.emptyLink")}</Link>
          </Empty>
        ) : (
          <Flex vertical gap={12}>
            <Typography.Text type="secondary" role="status">
              {t("students.myStudents.count", { count: myStudents.length })}
            </Typography.Text>
            <Row gutter={[16, 16]} role="list">
              {listPage.slice(myStudents).map((student) => {
                const name = `${student.firstName} ${student.lastName}`;
                return (
                  <Col key={student.id} xs={24} lg={12} role="listitem" aria-label={name}>
                    <Card size="small" style={{ height: "100%" }} title={<span style={{ fontSize: 16 }}>{name}</span>}>
                      <Descriptions
                        size="small"
                        column={1}
                        items={[
                          { key: "email", label: t("students.fields.email"), children: <a href={`mailto:${student.email}`}>{student.email}</a> },
                          { key: "phone", label: t("students.fields.phone"), children: student.phone || "—" },
                          { key: "connectedAt", label: t("students.myStudents.connectedAt"), children: formatDay(student.connectedAt) },
                        ]}
                      />
                      <Typography.Title level={3} style={{ fontSize: 14, marginTop: 12 }}>
                        {t("students.myStudents.enrolments")}
                      </Typography.Title>
                      {student.enrolments.length === 0 ? (
                        <Typography.Text type="secondary">{t("students.myStudents.noEnrolments")}</Typography.Text>
                      ) : (
                        <List
                          size="small"
                          dataSource={student.enrolments}
                          renderItem={(enrolment) => (
                            <List.Item key={enrolment.id}>
                              <Flex justify="space-between" gap={8} wrap style={{ width: "100%" }}>
                                <span>
                                  <Link to={`/planned-sailing-trips/${enrolment.plannedTrip.id}`}>{enrolment.plannedTrip.name}</Link>{" "}
                                  <Typography.Text type="secondary">
                                    ({formatDayRange(enrolment.plannedTrip.startDate, enrolment.plannedTrip.endDate)})
                                  </Typography.Text>
                                </span>
                                <EnrolmentStatusTag status={enrolment.status} />
                              </Flex>
                            </List.Item>
                          )}
                        />
                      )}
                      {manage ? (
                        <div style={{ marginTop: 12 }}>
                          <ConfirmButton
                            danger
                            label={t("students.management.disconnect")}
                            ariaLabel={t("students.management.disconnectLabel", { name })}
                            title={t("students.management.disconnectTitle")}
                            question={t("students.management.disconnectQuestion", { name })}
                            warning={t("students.management.disconnectWarning")}
                            failedText={t("students.management.disconnectFailed")}
                            onConfirm={async () => {
                              await disconnect({ variables: { id: student.id } });
                              await refetch();
                              onMessage?.(t("students.management.disconnected", { name }));
                            }}
                          />
                        </div>
                      ) : null}
                    </Card>
                  </Col>
                );
              })}
            </Row>
            <ListPagination {...listPage.pagination(myStudents.length)} />
          </Flex>
        )
      }
    </QueryState>
  );
}
