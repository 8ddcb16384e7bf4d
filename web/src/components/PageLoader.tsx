import { Flex, Spin } from "antd";
import { useIntl } from "react-intl";

/** Shown while a lazily loaded page or a session check is on its way. */
export function PageLoader() {
  const intl = useIntl();
  return (
    <Flex justify="center" align="center" style={{ minHeight: 240 }} role="status" aria-live="polite">
      <Spin size="large" description={intl.formatMessage({ id: "common.loading" })} />
    </Flex>
  );
}
