import { Typography } from "antd";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";

interface SeaTimeSectionProps {
  /** The DOM id of the section's heading (it names the section). */
  id: string;
  /** The message id of the heading. */
  titleId: string;
  children: ReactNode;
}

/** One part of the sea-time page (totals, per year, charts, licences, marks) under its h2. */
export function SeaTimeSection({ id, titleId, children }: SeaTimeSectionProps) {
  return (
    <section aria-labelledby={id} style={{ marginBottom: 24 }}>
      <Typography.Title level={2} id={id} style={{ fontSize: 20 }}>
        <FormattedMessage id={titleId} />
      </Typography.Title>
      {children}
    </section>
  );
}
