import { useMutation } from "@apollo/client/react";
import { Alert, Button, Flex, Tag, Typography } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import type { DecideEnrolmentInput, EnrolmentFieldsFragment } from "../../../gql/graphql.ts";
import { toErrorDetails } from "../../../lib/toErrorDetails.ts";
import { ContactCard } from "../../school/components/ContactCard.tsx";
import { formatDay } from "../../trips/shared/formatTrip.ts";
import { decideEnrolmentMutation } from "../graphql/plannedTripMutations.ts";
import { plannedTripQuery } from "../graphql/plannedTripQueries.ts";
import { CaptainNotesForm } from "./CaptainNotesForm.tsx";
import { EnrolmentHistory } from "./EnrolmentHistory.tsx";

interface EnrolmentItemProps {
  enrolment: EnrolmentFieldsFragment;
  tripId: string;
}

/** One student on a planned trip: contact, join date, both notes, accept / reject / allow to rejoin, history. */
export function EnrolmentItem({ enrolment, tripId }: EnrolmentItemProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [decide, { loading }] = useMutation(decideEnrolmentMutation, {
    refetchQueries: [{ query: plannedTripQuery, variables: { id: tripId } }],
    awaitRefetchQueries: true,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { student, status } = enrolment;
  const name = `${student.firstName} ${student.lastName}`;

  const send = async (input: DecideEnrolmentInput) => {
    setFailure(null);
    try {
      await decide({ variables: { id: enrolment.id, input } });
    } catch (error) {
      setFailure(toErrorDetails(error).message ?? t("students.detail.decideFailed"));
    }
  };
  const action = (labelId: string, input: DecideEnrolmentInput, primary = false, danger = false) => (
    <Button
      size="small"
      type={primary ? "primary" : "default"}
      danger={danger}
      disabled={loading}
      onClick={() => void send(input)}
      aria-label={t(`${labelId}Label`, { name })}
    >
      {t(labelId)}
    </Button>
  );

  return (
    <ContactCard
      name={name}
      email={student.email}
      phone={student.phone}
      nameSize={15}
      moreItems={[
        { key: "joinedAt", label: t("students.detail.joinedAt"), children: formatDay(enrolment.joinedAt) },
        {
          key: "studentNotes",
          label: t("students.detail.studentNotes"),
          children: enrolment.studentNotes ? (
            <span style={{ whiteSpace: "pre-wrap" }}>{enrolment.studentNotes}</span>
          ) : (
            <Typography.Text type="secondary">—</Typography.Text>
          ),
        },
      ]}
    >
      <div style={{ marginTop: 8 }}>
        <CaptainNotesForm
          initial={enrolment.captainNotes ?? ""}
          onSave={(captainNotes) => decide({ variables: { id: enrolment.id, input: { captainNotes } } })}
        />
      </div>
      <Flex gap={8} wrap align="center" style={{ marginTop: 12 }}>
        {status === "PENDING" ? (
          <>
            {action("students.detail.accept", { status: "ACCEPTED" }, true)}
            {action("students.detail.reject", { status: "REJECTED" }, false, true)}
          </>
        ) : null}
        {status === "ACCEPTED" ? action("students.detail.reject", { status: "REJECTED" }, false, true) : null}
        {status === "REJECTED" ? (
          enrolment.rejoinAllowed ? (
            <Tag color="blue">{t("students.detail.rejoinAllowed")}</Tag>
          ) : (
            action("students.detail.allowRejoin", { allowRejoin: true })
          )
        ) : null}
      </Flex>
      {failure ? <Alert type="error" showIcon role="alert" title={failure} style={{ marginTop: 8 }} /> : null}
      <EnrolmentHistory history={enrolment.history} />
    </ContactCard>
  );
}
