import { useMutation } from "@apollo/client/react";
import { Button, Descriptions, Flex, Tag, Tooltip, Typography } from "antd";
import { Card } from "../../../components/Card.tsx";
import { useState } from "react";
import { useIntl } from "react-intl";
import { formatDay } from "../../trips/shared/formatTrip.ts";
import { ConfirmButton } from "../../school/components/ConfirmButton.tsx";
import { deleteInvitationMutation, updateInvitationMutation } from "../graphql/invitationMutations.ts";
import { CopyCodeButton } from "./CopyCodeButton.tsx";
import type { InvitationItem } from "./invitationTypes.ts";

const STATE_COLORS = { ACTIVE: "green", INACTIVE: "default", EXPIRED: "orange", USED_UP: "purple" } as const;

interface InvitationCardProps {
  invitation: InvitationItem;
  onEdit: (invitation: InvitationItem) => void;
  onDone: (message: string) => void;
}

/** One invitation: its code (copyable), description, limits and state, with edit, (de)activate and delete. */
export function InvitationCard({ invitation, onEdit, onDone }: InvitationCardProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [toggleFailure, setToggleFailure] = useState<string | null>(null);
  const [update, { loading: toggling }] = useMutation(updateInvitationMutation);
  const [remove] = useMutation(deleteInvitationMutation, {
    update: (cache) => {
      cache.evict({ id: cache.identify({ __typename: "Invitation", id: invitation.id }) });
      cache.gc();
    },
  });
  const used = invitation.usedCount > 0;

  const toggle = async () => {
    setToggleFailure(null);
    try {
      await update({
        variables: {
          id: invitation.id,
          input: {
            description: invitation.description,
            expiresAt: invitation.expiresAt ?? null,
            usageLimit: invitation.usageLimit ?? null,
            isActive: !invitation.isActive,
          },
        },
      });
      onDone(t(invitation.isActive ? "students.invitations.deactivated" : "students.invitations.activated"));
    } catch {
      setToggleFailure(t("students.invitations.saveFailed"));
    }
  };

  return (
    <Card
      size="small"
      style={{ height: "100%" }}
      title={
        <Flex align="center" gap={8} wrap>
          <Typography.Text code copyable={false} style={{ fontSize: 18, letterSpacing: 2 }}>
            {invitation.code}
          </Typography.Text>
          <Tag color={STATE_COLORS[invitation.state]}>{t(`students.invitations.state.${invitation.state}`)}</Tag>
        </Flex>
      }
      extra={<CopyCodeButton code={invitation.code} />}
    >
      {invitation.description ? <Typography.Paragraph>{invitation.description}</Typography.Paragraph> : null}
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: "expiresAt",
            label: t("students.invitations.fields.expiresAt"),
            children: invitation.expiresAt ? formatDay(invitation.expiresAt) : t("students.invitations.noExpiry"),
          },
          {
            key: "usage",
            label: t("students.invitations.usage"),
            children:
              invitation.usageLimit == null
                ? t("students.invitations.usageUnlimited", { used: invitation.usedCount })
                : t("students.invitations.usageLimited", { used: invitation.usedCount, limit: invitation.usageLimit }),
          },
          { key: "createdAt", label: t("students.invitations.createdAt"), children: formatDay(invitation.createdAt) },
        ]}
      />
      <Flex gap={8} wrap style={{ marginTop: 12 }}>
        <Button size="small" onClick={() => onEdit(invitation)} aria-label={t("students.invitations.editLabel", { code: invitation.code })}>
          {t("students.invitations.edit")}
        </Button>
        <Button size="small" loading={toggling} onClick={() => void toggle()}>
          {t(invitation.isActive ? "students.invitations.deactivate" : "students.invitations.activate")}
        </Button>
        {used ? (
          <Tooltip title={t("students.invitations.usedCannotDelete")}>
            <Button size="small" danger disabled aria-label={t("students.invitations.deleteLabel", { code: invitation.code })}>
              {t("students.invitations.delete")}
            </Button>
          </Tooltip>
        ) : (
          <ConfirmButton
            danger
            label={t("students.invitations.delete")}
            ariaLabel={t("students.invitations.deleteLabel", { code: invitation.code })}
            title={t("students.invitations.deleteTitle")}
            question={t("students.invitations.deleteQuestion", { code: invitation.code })}
            failedText={t("students.invitations.deleteFailed")}
            onConfirm={async () => {
              await remove({ variables: { id: invitation.id } });
              onDone(t("students.invitations.deleted"));
            }}
          />
        )}
      </Flex>
      {used ? (
        <Typography.Text type="secondary" style={{ display: "block", marginTop: 8, fontSize: 12 }}>
          {t("students.invitations.usedCannotDelete")}
        </Typography.Text>
      ) : null}
      {toggleFailure ? (
        <Typography.Text type="danger" role="alert">
          {toggleFailure}
        </Typography.Text>
      ) : null}
    </Card>
  );
}
