import { Flex, Typography } from "antd";
import type { CSSProperties, ReactNode } from "react";
import { DocumentTitle } from "../../../components/DocumentTitle.tsx";

/** A planned trip page's h1: the trip's name (also the document title) and a state tag beside it. */
export function PlannedTripHeading({ name, tag, style }: { name: string; tag: ReactNode; style?: CSSProperties }) {
  return (
    <Flex align="center" gap={8} wrap style={style}>
      <DocumentTitle id="students.planned.pageTitle" values={{ name }} />
      <Typography.Title level={1} style={{ margin: 0 }}>
        {name}
      </Typography.Title>
      {tag}
    </Flex>
  );
}
