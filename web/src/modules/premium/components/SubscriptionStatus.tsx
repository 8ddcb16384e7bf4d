import { Alert, Button, Descriptions, Skeleton, Tag } from "antd";
import { useIntl } from "react-intl";
import { usePremium } from "../usePremium.ts";

/** The captain's Premium: active or not, until when, how many days are left. */
export function SubscriptionStatus() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { hasPremium, known, loading, error, subscription, refetch } = usePremium();

  if (!known && loading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (!known && error) {
    return (
      <Alert
        type="error"
        showIcon
        title={t("profile.premium.loadError")}
        action={
          <Button size="small" onClick={() => void refetch()}>
            {t("profile.form.retry")}
          </Button>
        }
      />
    );
  }
  const endsAt = subscription?.endsAt ? intl.formatDate(subscription.endsAt, { dateStyle: "long" }) : null;
  return (
    <Descriptions column={1} bordered size="small" title={t("profile.premium.title")}>
      <Descriptions.Item label={t("profile.premium.status")}>
        {hasPremium ? <Tag color="green">{t("profile.premium.active")}</Tag> : <Tag>{t("profile.premium.inactive")}</Tag>}
      </Descriptions.Item>
      {hasPremium && endsAt ? <Descriptions.Item label={t("profile.premium.endsAt")}>{endsAt}</Descriptions.Item> : null}
      {hasPremium && subscription ? <Descriptions.Item label={t("profile.premium.daysRemaining")}>{subscription.daysRemaining}</Descriptions.Item> : null}
    </Descriptions>
  );
}
