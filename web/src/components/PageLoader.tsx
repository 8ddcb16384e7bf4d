import { Flex, theme } from "antd";
import { useIntl } from "react-intl";

/**
 * Shown while a lazily loaded page or a session check is on its way: a turning arc (an SVG animation,
 * no stylesheet, so it needs nothing the page's Content-Security-Policy would have to allow) and
 * 'Ładowanie…'. Not antd's Spin: this is on every first screen, and Spin with its styles is ≈ 3 kB
 * as sent there for one spinner.
 */
export function PageLoader() {
  const intl = useIntl();
  const { token } = theme.useToken();
  return (
    <Flex vertical justify="center" align="center" gap={8} style={{ minHeight: 240, color: token.colorPrimary }} role="status" aria-live="polite">
      <svg width={32} height={32} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx={16} cy={16} r={13} fill="none" stroke="currentColor" strokeOpacity={0.2} strokeWidth={3} />
        <path d="M16 3a13 13 0 0 1 13 13" fill="none" stroke="currentColor" strokeWidth={3} strokeLinecap="round">
          <animateTransform attributeName="transform" type="rotate" from="0 16 16" to="360 16 16" dur="0.9s" repeatCount="indefinite" />
        </path>
      </svg>
      <span style={{ fontSize: token.fontSize }}>{intl.formatMessage({ id: "common.loading" })}</span>
    </Flex>
  );
}
