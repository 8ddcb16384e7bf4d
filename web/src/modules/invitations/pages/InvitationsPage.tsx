import { Tabs } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { PageHeader } from "../../school/components/PageHeader.tsx";
import { SuccessNotice } from "../../school/components/SuccessNotice.tsx";
import { ConnectedStudentList } from "../components/ConnectedStudentList.tsx";
import { InvitationList } from "../components/InvitationList.tsx";

/** /invitations: tabs 'Zaproszenia' (codes) and 'Lista kursantów' (?tab=students). */
export function InvitationsPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const [message, setMessage] = useState<string | null>(null);
  const tab = params.get("tab") === "students" ? "students" : "invitations";
  return (
    <section>
      <PageHeader titleId="students.invitations.title" />
      <SuccessNotice text={message} onClose={() => setMessage(null)} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === "students" ? { tab: "students" } : {}, { replace: true })}
        items={[
          { key: "invitations", label: intl.formatMessage({ id: "students.invitations.tab" }), children: <InvitationList onMessage={setMessage} /> },
          { key: "students", label: intl.formatMessage({ id: "students.myStudents.tab" }), children: <ConnectedStudentList /> },
        ]}
      />
    </section>
  );
}
