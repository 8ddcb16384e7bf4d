import { Grid, Tabs, Typography } from "antd";
import { useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { ApiTokensTab } from "../../apitokens/components/ApiTokensTab.tsx";
import { WebhooksTab } from "../../webhooks/components/WebhooksTab.tsx";
import { PasswordForm } from "../components/PasswordForm.tsx";
import { PremiumTab } from "../components/PremiumTab.tsx";
import { ProfileTab } from "../components/ProfileTab.tsx";
import { DocumentTitle } from "../../../components/DocumentTitle.tsx";

const TABS = ["profile", "password", "premium", "api", "webhooks"] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

/** /captain-profile: tabs profile, password, premium, api and webhooks; ?tab= selects one and follows the choice. */
export function CaptainProfilePage() {
  const intl = useIntl();
  const screens = Grid.useBreakpoint();
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const active: Tab = isTab(requested) ? requested : "profile";

  return (
    <section>
      <DocumentTitle id="profile.title" />
      <Typography.Title level={1}>{intl.formatMessage({ id: "profile.title" })}</Typography.Title>
      <Tabs
        activeKey={active}
        // five tabs fit a phone's width only with narrower gaps; otherwise antd folds the last ones into
        // an unnamed '…' button inside the tablist (an accessibility error, and a hidden tab)
        tabBarGutter={screens.sm ? undefined : 12}
        onChange={(key) => setParams(key === "profile" ? {} : { tab: key }, { replace: true })}
        destroyOnHidden
        items={[
          { key: "profile", label: intl.formatMessage({ id: "profile.tabs.profile" }), children: <ProfileTab /> },
          { key: "password", label: intl.formatMessage({ id: "profile.tabs.password" }), children: <PasswordForm /> },
          { key: "premium", label: intl.formatMessage({ id: "profile.tabs.premium" }), children: <PremiumTab /> },
          { key: "api", label: intl.formatMessage({ id: "apiTokens.tab" }), children: <ApiTokensTab /> },
          { key: "webhooks", label: intl.formatMessage({ id: "webhooks.tab" }), children: <WebhooksTab /> },
        ]}
      />
    </section>
  );
}
