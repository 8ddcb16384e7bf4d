import { useQuery } from "@apollo/client/react";
import { Button, Col, Empty, Flex, Row, Typography } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { QueryState } from "../../school/components/QueryState.tsx";
import { invitationsQuery } from "../graphql/invitationsQuery.ts";
import { InvitationCard } from "./InvitationCard.tsx";
import { InvitationFormModal } from "./InvitationFormModal.tsx";
import type { InvitationItem } from "./invitationTypes.ts";

/** The 'Zaproszenia' tab: the captain's codes (loading, error, empty, list) and the create/edit modal. */
export function InvitationList({ onMessage }: { onMessage: (text: string) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const { data, loading, error, refetch } = useQuery(invitationsQuery, { fetchPolicy: "cache-and-network" });
  const [editing, setEditing] = useState<InvitationItem | "new" | null>(null);
  const createButton = (
    <Button type="primary" onClick={() => setEditing("new")}>
      {t("students.invitations.new")}
    </Button>
  );

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t("students.invitations.intro")}
        </Typography.Paragraph>
        {createButton}
      </Flex>
      <QueryState data={data} loading={loading} error={error} errorTitleId="students.invitations.loadError" onRetry={() => void refetch()}>
        {({ invitations }) =>
          invitations.length === 0 ? (
            <Empty description={t("students.invitations.empty")} style={{ padding: "32px 0" }}>
              {createButton}
            </Empty>
          ) : (
            <Flex vertical gap={12}>
              <Typography.Text type="secondary" role="status">
                {t("students.invitations.count", { count: invitations.length })}
              </Typography.Text>
              <Row gutter={[16, 16]} role="list">
                {invitations.map((invitation) => (
                  <Col key={invitation.id} xs={24} md={12} xl={8} role="listitem" aria-label={invitation.code}>
                    <InvitationCard invitation={invitation} onEdit={setEditing} onDone={onMessage} />
                  </Col>
                ))}
              </Row>
            </Flex>
          )
        }
      </QueryState>
      {editing ? (
        <InvitationFormModal
          invitation={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            onMessage(text);
          }}
        />
      ) : null}
    </>
  );
}
