import { Flex, Typography } from "antd";
import type { ReactNode } from "react";

/** An office table cell of two lines: the main text and a secondary one under it (a name and its e-mail, a yacht and its route). */
export function TwoLineCell({ main, secondary }: { main: ReactNode; secondary: ReactNode }) {
  return (
    <Flex vertical>
      <span>{main}</span>
      <Typography.Text type="secondary">{secondary}</Typography.Text>
    </Flex>
  );
}
