import { Descriptions, Typography } from "antd";
import { type ReactNode, useId } from "react";

interface SummaryItem {
  key: string;
  label: string;
  value: ReactNode;
  /** Spans the whole row (long text, lists). */
  wide?: boolean;
}

interface SummarySectionProps {
  title: string;
  items: readonly SummaryItem[];
  /** Heading level: 3 for the summary's sections, 4 inside one (crew members). */
  level?: 3 | 4;
}

/** A titled, read-only list of label → value pairs. */
export function SummarySection({ title, items, level = 3 }: SummarySectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} style={{ marginBottom: 24 }}>
      <Typography.Title level={level} id={id} style={{ fontSize: level === 3 ? 18 : 15 }}>
        {title}
      </Typography.Title>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        items={items.map((item) => ({ key: item.key, label: item.label, children: item.value, span: item.wide ? "filled" : 1 }))}
      />
    </section>
  );
}
