import { Typography } from "antd";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { AuthCard } from "../../../components/AuthCard.tsx";
import { RegisterForm } from "../components/RegisterForm.tsx";

export function RegisterPage() {
  const intl = useIntl();
  return (
    <AuthCard
      title={intl.formatMessage({ id: "auth.register.title" })}
      subtitle={intl.formatMessage({ id: "auth.register.subtitle" })}
      footer={
        <Typography.Text>
          <FormattedMessage id="auth.register.haveAccount" />{" "}
          <Link to="/login">
            <FormattedMessage id="auth.register.loginLink" />
          </Link>
        </Typography.Text>
      }
    >
      <RegisterForm kind="captain" />
    </AuthCard>
  );
}
