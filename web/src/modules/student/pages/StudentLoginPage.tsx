import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { AuthCard } from "../../../components/AuthCard.tsx";
import { LoginForm } from "../../auth/components/LoginForm.tsx";
import { SessionExpiredNotice } from "../../auth/components/SessionExpiredNotice.tsx";

export function StudentLoginPage() {
  const intl = useIntl();
  return (
    <AuthCard
      title={intl.formatMessage({ id: "student.login.title" })}
      subtitle={intl.formatMessage({ id: "student.login.subtitle" })}
      footer={
        <>
          <Link to="/student/forgot-password">
            <FormattedMessage id="students.login.forgotLink" />
          </Link>
          <Link to="/student/register">
            <FormattedMessage id="student.login.registerLink" />
          </Link>
          <Link to="/login">
            <FormattedMessage id="student.login.captainLink" />
          </Link>
        </>
      }
    >
      <SessionExpiredNotice />
      <LoginForm kind="student" />
    </AuthCard>
  );
}
