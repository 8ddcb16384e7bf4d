import { Typography } from "antd";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";

/** The add/edit screens' frame: back link, title and intro. */
export function YachtFormFrame({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <section style={{ maxWidth: 880 }}>
      <Link to="/yachts">
        <FormattedMessage id="yachts.form.back" />
      </Link>
      <Typography.Title level={1} style={{ marginTop: 12 }}>
        <FormattedMessage id={titleId} />
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="yachts.form.intro" />
      </Typography.Paragraph>
      {children}
    </section>
  );
}
