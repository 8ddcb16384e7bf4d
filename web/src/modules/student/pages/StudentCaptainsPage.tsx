import { useMutation, useQuery } from "@apollo/client/react";
import { Col, Descriptions, Empty, Flex, Row, Typography } from "antd";
import { Card } from "../../../components/Card.tsx";
import { useState } from "react";
import { useIntl } from "react-intl";
import { ButtonLink } from "../../../components/ButtonLink.tsx";
import { ConfirmButton } from "../../school/components/ConfirmButton.tsx";
import { PageHeader } from "../../school/components/PageHeader.tsx";
import { QueryState } from "../../school/components/QueryState.tsx";
import { SuccessNotice } from "../../school/components/SuccessNotice.tsx";
import { formatDay } from "../../trips/shared/formatTrip.ts";
import { disconnectCaptainMutation } from "../graphql/studentSchoolMutations.ts";
import { myCaptainsQuery, studentPlannedTripsQuery } from "../graphql/studentSchoolQueries.ts";

/** /student/captains: the connected captains with connection dates; disconnect with a confirmation. */
export function StudentCaptainsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { data, loading, error, refetch } = useQuery(myCaptainsQuery, { fetchPolicy: "cache-and-network" });
  const [disconnect] = useMutation(disconnectCaptainMutation, {
    refetchQueries: [{ query: myCaptainsQuery }, { query: studentPlannedTripsQuery }],
    awaitRefetchQueries: true,
  });
  const [message, setMessage] = useState<string | null>(null);
  const acceptLink = (
    <ButtonLink to="/student/invitations" type="primary">
      {t("students.captains.acceptLink")}
    </ButtonLink>
  );

  return (
    <section>
      <PageHeader titleId="students.captains.title" introId="students.captains.intro" />
      <SuccessNotice text={message} onClose={() => setMessage(null)} />
      <QueryState data={data} loading={loading} error={error} errorTitleId="students.captains.loadError" onRetry={() => void refetch()}>
        {({ myCaptains }) =>
          myCaptains.length === 0 ? (
            <Empty description={t("students.captains.empty")} style={{ padding: "32px 0" }}>
              {acceptLink}
            </Empty>
          ) : (
            <Flex vertical gap={12}>
              <Typography.Text type="secondary" role="status">
                {t("students.captains.count", { count: myCaptains.length })}
              </Typography.Text>
              <Row gutter={[16, 16]} role="list">
                {myCaptains.map((captain) => {
                  const name = `${captain.firstName} ${captain.lastName}`.trim();
                  return (
                    <Col key={captain.id} xs={24} md={12} xl={8} role="listitem" aria-label={name}>
                      <Card size="small" style={{ height: "100%" }} title={<span style={{ fontSize: 16 }}>{name}</span>}>
                        <Descriptions
                          size="small"
                          column={1}
                          items={[
                            { key: "email", label: t("students.fields.email"), children: <a href={`mailto:${captain.email}`}>{captain.email}</a> },
                            { key: "phone", label: t("students.fields.phone"), children: captain.phone || "—" },
                            { key: "connectedAt", label: t("students.captains.connectedAt"), children: formatDay(captain.connectedAt) },
                          ]}
                        />
                        <div style={{ marginTop: 12 }}>
                          <ConfirmButton
                            danger
                            label={t("students.captains.disconnect")}
                            ariaLabel={t("students.captains.disconnectLabel", { name })}
                            title={t("students.captains.disconnectTitle")}
                            question={t("students.captains.disconnectQuestion", { name })}
                            warning={t("students.captains.disconnectWarning")}
                            failedText={t("students.captains.disconnectFailed")}
                            onConfirm={async () => {
                              await disconnect({ variables: { id: captain.id } });
                              setMessage(t("students.captains.disconnected", { name }));
                            }}
                          />
                        </div>
                      </Card>
                    </Col>
                  );
                })}
              </Row>
            </Flex>
          )
        }
      </QueryState>
    </section>
  );
}
