import { useQuery } from "@apollo/client/react";
import { Button, Flex, Typography } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { CardGrid } from "../../school/components/CardGrid.tsx";
import { QueryState } from "../../school/components/QueryState.tsx";
import { invitationsQuery } from "../graphql/invitationsQuery.ts";
import { InvitationCard } from "./InvitationCard.tsx";
import { InvitationFormModal } from "./InvitationFormModal.tsx";
import type { InvitationItem } from "./invitationTypes.ts";

/** The 'Zaproszenia' tab: the captain's codes (loading, error, empty, list) and the create/edit modal. */
export function InvitationList({ onMessage }: { onMessage: (text: string) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const invitations = useQuery(invitationsQuery, { fetchPolicy: "cache-and-network" });
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
      <QueryState query={invitations} errorTitleId="students.invitations.loadError">
        {({ invitations }) => (
          <CardGrid
            items={invitations}
            emptyText={t("students.invitations.empty")}
            emptyAction={createButton}
            countText={t("students.invitations.count", { count: invitations.length })}
            label={(invitation) => invitation.code}
            renderCard={(invitation) => <InvitationCard invitation={invitation} onEdit={setEditing} onDone={onMessage} />}
          />
        )}
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
