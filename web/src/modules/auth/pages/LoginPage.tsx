import { Typography } from "../../../components/Typography.tsx";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { AuthCard } from "../../../components/AuthCard.tsx";
import { LoginForm } from "../components/LoginForm.tsx";
import { SessionExpiredNotice } from "../components/SessionExpiredNotice.tsx";
import { useCaptainSignIn } from "../hooks/useCaptainSignIn.ts";

export function LoginPage() {
  const intl = useIntl();
  const signIn = useCaptainSignIn();
  return (
    <AuthCard
      title={intl.formatMessage({ id: "auth.login.title" })}
      subtitle={intl.formatMessage({ id: "auth.login.subtitle" })}
      footer={
        <>
          <Link to="/forgot-password">
            <FormattedMessage id="auth.login.forgotPassword" />
          </Link>
          <Typography.Text>
            <FormattedMessage id="auth.login.noAccount" />{" "}
            <Link to="/register">
              <FormattedMessage id="auth.login.registerLink" />
            </Link>
          </Typography.Text>
          <Link to="/student/login">
            <FormattedMessage id="auth.login.studentLink" />
          </Link>
        </>
      }
    >
      <SessionExpiredNotice />
      <LoginForm kind="captain" signIn={signIn} />
    </AuthCard>
  );
}
