import { useQuery } from "@apollo/client/react";
import { Alert, Button, Skeleton } from "antd";
import { useIntl } from "react-intl";
import { toErrorDetails } from "../../../lib/toErrorDetails.ts";
import { useAuth } from "../../auth/useAuth.ts";
import { captainProfileQuery } from "../graphql/captainProfileQuery.ts";
import { LogoPanel } from "./LogoPanel.tsx";
import { ProfileForm } from "./ProfileForm.tsx";
import { profileFormValues } from "./profileFormValues.ts";

/** The profile tab: the logo panel and the profile form (loading, error, form). */
export function ProfileTab() {
  const intl = useIntl();
  const { user } = useAuth();
  const { data, loading, error, refetch } = useQuery(captainProfileQuery, { fetchPolicy: "network-only", notifyOnNetworkStatusChange: true });

  if (loading && !data) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (error || !data) {
    return (
      <Alert
        type="error"
        showIcon
        title={intl.formatMessage({ id: "profile.form.loadError" })}
        description={toErrorDetails(error).message}
        action={
          <Button size="small" onClick={() => void refetch()}>
            {intl.formatMessage({ id: "profile.form.retry" })}
          </Button>
        }
      />
    );
  }
  const profile = data.captainProfile ?? null;
  return (
    <>
      <LogoPanel present={!!profile?.logoUrl} />
      <ProfileForm email={profile?.email ?? user?.email ?? ""} initial={profileFormValues(profile, user)} />
    </>
  );
}
