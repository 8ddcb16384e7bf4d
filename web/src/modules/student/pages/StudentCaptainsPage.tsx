import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { ButtonLink } from "../../../components/ButtonLink.tsx";
import { CardGrid } from "../../school/components/CardGrid.tsx";
import { ConfirmButton } from "../../school/components/ConfirmButton.tsx";
import { ContactCard } from "../../school/components/ContactCard.tsx";
import { PageHeader } from "../../school/components/PageHeader.tsx";
import { QueryState } from "../../school/components/QueryState.tsx";
import { SuccessNotice } from "../../school/components/SuccessNotice.tsx";
import { formatDay } from "../../trips/shared/formatTrip.ts";
import { disconnectCaptainMutation } from "../graphql/studentSchoolMutations.ts";
import { myCaptainsQuery, studentPlannedTripsQuery } from "../graphql/studentSchoolQueries.ts";

const fullName = (captain: { firstName: string; lastName: string }) => `${captain.firstName} ${captain.lastName}`.trim();

/** /student/captains: the connected captains with connection dates; disconnect with a confirmation. */
export function StudentCaptainsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const captains = useQuery(myCaptainsQuery, { fetchPolicy: "cache-and-network" });
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
      <QueryState query={captains} errorTitleId="students.captains.loadError">
        {({ myCaptains }) => (
          <CardGrid
            items={myCaptains}
            emptyText={t("students.captains.empty")}
            emptyAction={acceptLink}
            countText={t("students.captains.count", { count: myCaptains.length })}
            label={fullName}
            renderCard={(captain) => {
              const name = fullName(captain);
              return (
                <ContactCard
                  name={name}
                  email={captain.email}
                  phone={captain.phone}
                  moreItems={[{ key: "connectedAt", label: t("students.captains.connectedAt"), children: formatDay(captain.connectedAt) }]}
                >
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
                </ContactCard>
              );
            }}
          />
        )}
      </QueryState>
    </section>
  );
}
