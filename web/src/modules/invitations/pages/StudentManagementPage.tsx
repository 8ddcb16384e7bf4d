import { useState } from "react";
import { PageHeader } from "../../school/components/PageHeader.tsx";
import { SuccessNotice } from "../../school/components/SuccessNotice.tsx";
import { ConnectedStudentList } from "../components/ConnectedStudentList.tsx";

/** /student-management: disconnect a student (with a confirmation); a new invitation is needed to reconnect. */
export function StudentManagementPage() {
  const [message, setMessage] = useState<string | null>(null);
  return (
    <section>
      <PageHeader titleId="students.management.title" introId="students.management.intro" />
      <SuccessNotice text={message} onClose={() => setMessage(null)} />
      <ConnectedStudentList manage onMessage={setMessage} />
    </section>
  );
}
