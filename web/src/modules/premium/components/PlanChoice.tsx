import { Button, Empty, Flex, Radio, Skeleton, Typography } from "antd";
import { useIntl } from "react-intl";
import type { PlansQuery } from "../../../gql/graphql.ts";
import { formatMoney } from "../../../lib/money.ts";
import { LoadError } from "../../trips/shared/components/LoadError.tsx";
import { useDurationLabel } from "../hooks/useDurationLabel.ts";

type Plan = PlansQuery["plans"][number];

interface PlanChoiceProps {
  plans: Plan[] | undefined;
  loading: boolean;
  error: unknown;
  onRefresh: () => void;
  value: string;
  onChange: (planId: string) => void;
  /** A PERCENT code waiting for this order. */
  discountPercent: number | null;
  invalid: boolean;
}

/** The plans on sale, one to choose, with a refresh button (loading, error, empty, list). */
export function PlanChoice({ plans, loading, error, onRefresh, value, onChange, discountPercent, invalid }: PlanChoiceProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const duration = useDurationLabel();

  let body;
  if (!plans && loading) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (!plans) body = <LoadError titleId="subscriptions.plans.loadError" error={error} onRetry={onRefresh} />;
  else if (plans.length === 0) body = <Empty description={t("subscriptions.plans.empty")} />;
  else {
    body = (
      <Radio.Group
        value={value || undefined}
        onChange={(e) => onChange(e.target.value as string)}
        aria-label={t("subscriptions.plans.title")}
        style={{ width: "100%" }}
      >
        <Flex vertical gap={8}>
          {plans.map((plan) => {
            const price = Number(plan.amount);
            const discounted = discountPercent ? Math.round(price * (100 - discountPercent)) / 100 : null;
            return (
              <Radio
                key={plan.id}
                value={plan.id}
                style={{
                  padding: "10px 12px",
                  border: `1px solid ${value === plan.id ? "#1677ff" : invalid ? "#ff4d4f" : "#d9d9d9"}`,
                  borderRadius: 8,
                  width: "100%",
                }}
              >
                <Flex gap={8} wrap align="baseline">
                  <Typography.Text strong>{plan.name}</Typography.Text>
                  <Typography.Text type="secondary">{duration(plan.durationDays)}</Typography.Text>
                  {discounted !== null ? (
                    <>
                      <Typography.Text delete type="secondary">
                        {formatMoney(plan.amount, plan.currency)}
                      </Typography.Text>
                      <Typography.Text strong>{formatMoney(discounted, plan.currency)}</Typography.Text>
                    </>
                  ) : (
                    <Typography.Text strong>{formatMoney(plan.amount, plan.currency)}</Typography.Text>
                  )}
                </Flex>
              </Radio>
            );
          })}
        </Flex>
      </Radio.Group>
    );
  }
  return (
    <section aria-labelledby="plans-title">
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 8 }}>
        <Typography.Title level={4} id="plans-title" style={{ margin: 0 }}>
          {t("subscriptions.plans.title")}
        </Typography.Title>
        <Button size="small" onClick={onRefresh} loading={loading && Boolean(plans)}>
          {t("subscriptions.plans.refresh")}
        </Button>
      </Flex>
      {body}
    </section>
  );
}
