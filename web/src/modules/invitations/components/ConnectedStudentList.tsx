import { useMutation, useQuery } from "@apollo/client/react";
import { Flex, List, Typography } from "antd";
import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { ListPagination } from "../../../components/ListPagination.tsx";
import { useListPage } from "../../../lib/useListPage.ts";
import { formatDay, formatDayRange } from "../../trips/shared/formatTrip.ts";
import { CardGrid } from "../../school/components/CardGrid.tsx";
import { ConfirmButton } from "../../school/components/ConfirmButton.tsx";
import { ContactCard } from "../../school/components/ContactCard.tsx";
import { EnrolmentStatusTag } from "../../school/components/EnrolmentStatusTag.tsx";
import { QueryState } from "../../school/components/QueryState.tsx";
import { disconnectStudentMutation, myStudentsQuery } from "../graphql/myStudentsQuery.ts";

/** Two students a row on a wide screen, one on a phone or tablet. */
const TWO_ACROSS = { xs: 24, lg: 12 };

const fullName = (student: { firstName: string; lastName: string }) => `${student.firstName} ${student.lastName}`;

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
  const students = useQuery(myStudentsQuery, { fetchPolicy: "cache-and-network" });
  const [disconnect] = useMutation(disconnectStudentMutation);

  return (
    <QueryState query={students} errorTitleId="students.myStudents.loadError">
      {({ myStudents }) => (
        <CardGrid
          items={myStudents}
          pageItems={listPage.slice(myStudents)}
          emptyText={t("students.myStudents.empty")}
          emptyAction={<Link to="/invitations">{t("students.myStudents.emptyLink")}</Link>}
          countText={t("students.myStudents.count", { count: myStudents.length })}
          label={fullName}
          columns={TWO_ACROSS}
          renderCard={(student) => {
            const name = fullName(student);
            return (
              <ContactCard
                name={name}
                email={student.email}
                phone={student.phone}
                moreItems={[{ key: "connectedAt", label: t("students.myStudents.connectedAt"), children: formatDay(student.connectedAt) }]}
              >
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
                        await students.refetch();
                        onMessage?.(t("students.management.disconnected", { name }));
                      }}
                    />
                  </div>
                ) : null}
              </ContactCard>
            );
          }}
          footer={<ListPagination {...listPage.pagination(myStudents.length)} />}
        />
      )}
    </QueryState>
  );
}
