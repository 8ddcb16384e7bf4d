import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { AuthCard } from "../../../components/AuthCard.tsx";
import { RegisterForm } from "../../auth/components/RegisterForm.tsx";

export function StudentRegisterPage() {
  const intl = useIntl();
  return (
    <AuthCard
      title={intl.formatMessage({ id: "student.register.title" })}
      subtitle={intl.formatMessage({ id: "student.register.subtitle" })}
      footer={
        <Link to="/student/login">
          <FormattedMessage id="student.register.loginLink" />
        </Link>
      }
    >
      <RegisterForm kind="student" />
    </AuthCard>
  );
}
