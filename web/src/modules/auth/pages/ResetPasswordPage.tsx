import { Alert } from "antd";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useParams, useSearchParams } from "react-router-dom";
import { AuthCard } from "../../../components/AuthCard.tsx";
import { ResetPasswordForm } from "../components/ResetPasswordForm.tsx";

/**
 * /reset-password/:token?email=... (the token may also come as ?token=); with audience="student" the
 * students' page /student/reset-password/:token.
 */
export function ResetPasswordPage({ audience = "captain" }: { audience?: "captain" | "student" }) {
  const intl = useIntl();
  const params = useParams();
  const [search] = useSearchParams();
  const token = (params.token ?? search.get("token") ?? "").trim();
  const email = (search.get("email") ?? "").trim();
  const newLinkLink = (
    <Link to={audience === "student" ? "/student/forgot-password" : "/forgot-password"}>
      <FormattedMessage id="auth.reset.requestNewLink" />
    </Link>
  );

  if (!token || !email) {
    return (
      <AuthCard title={intl.formatMessage({ id: "auth.reset.title" })} footer={newLinkLink}>
        <Alert type="error" showIcon title={intl.formatMessage({ id: "auth.resetLinkInvalid" })} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={intl.formatMessage({ id: "auth.reset.title" })}
      subtitle={intl.formatMessage({ id: "auth.reset.subtitle" }, { email })}
      footer={newLinkLink}
    >
      <ResetPasswordForm token={token} email={email} audience={audience} />
    </AuthCard>
  );
}
