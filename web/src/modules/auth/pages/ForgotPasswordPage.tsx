import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { AuthCard } from "../../../components/AuthCard.tsx";
import { ForgotPasswordForm } from "../components/ForgotPasswordForm.tsx";

export function ForgotPasswordPage() {
  const intl = useIntl();
  return (
    <AuthCard
      title={intl.formatMessage({ id: "auth.forgot.title" })}
      subtitle={intl.formatMessage({ id: "auth.forgot.subtitle" })}
      footer={
        <Link to="/login">
          <FormattedMessage id="auth.forgot.backToLogin" />
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
