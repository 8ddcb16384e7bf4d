import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { AuthCard } from "../../../components/AuthCard.tsx";
import { ForgotPasswordForm } from "../../auth/components/ForgotPasswordForm.tsx";

/** /student/forgot-password: like the captains' page, for a student account. */
export function StudentForgotPasswordPage() {
  const intl = useIntl();
  return (
    <AuthCard
      title={intl.formatMessage({ id: "students.forgot.title" })}
      subtitle={intl.formatMessage({ id: "auth.forgot.subtitle" })}
      footer={
        <Link to="/student/login">
          <FormattedMessage id="students.forgot.backToLogin" />
        </Link>
      }
    >
      <ForgotPasswordForm audience="student" />
    </AuthCard>
  );
}
