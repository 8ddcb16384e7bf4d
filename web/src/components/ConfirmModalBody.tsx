import { Alert, Flex, Typography } from "antd";
import type { ReactNode } from "react";

interface ConfirmModalBodyProps {
  question: ReactNode;
  /** What else the action does (a fee, what goes with it). */
  warning: string;
  /** Why the last try failed; null before a try or after a success. */
  failure: string | null;
}

/** The inside of a modal that asks before deleting something: the question, a warning under it, and a failure. */
export function ConfirmModalBody({ question, warning, failure }: ConfirmModalBodyProps) {
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph style={{ margin: 0 }}>{question}</Typography.Paragraph>
      <Alert type="warning" showIcon title={warning} />
      {failure ? <Alert type="error" showIcon title={failure} /> : null}
    </Flex>
  );
}
