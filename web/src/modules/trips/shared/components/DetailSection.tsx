import { Descriptions, type DescriptionsProps } from "antd";
import { Card } from "../../../../components/Card.tsx";
import { type ReactNode, useId } from "react";

interface DetailSectionProps {
  title: string;
  /** Label/value rows; or free content as children. */
  items?: DescriptionsProps["items"];
  children?: ReactNode;
  extra?: ReactNode;
}

/** One titled section of the trip detail page (a card with a two-column label/value table). */
export function DetailSection({ title, items, children, extra }: DetailSectionProps) {
  const headingId = useId();
  return (
    <Card
      title={
        <h2 id={headingId} style={{ fontSize: 18, margin: 0 }}>
          {title}
        </h2>
      }
      extra={extra}
      style={{ height: "100%" }}
      role="region"
      aria-labelledby={headingId}
    >
      {items ? <Descriptions bordered size="small" column={1} items={items} /> : null}
      {children}
    </Card>
  );
}
