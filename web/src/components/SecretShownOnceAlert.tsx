import { Alert, Button, Flex, Input, Space, Typography } from "antd";
import type { ReactNode } from "react";

interface SecretShownOnceAlertProps {
  /** The new secret (an API token, a webhook's signing secret). */
  secret: string;
  /** Texts: the alert's title, the 'shown only once' note, the field's label and the closing button. */
  texts: { title: string; once: string; secretLabel: string; done: string };
  /** The secret field's test id. */
  testId: string;
  /** A button beside the field (copy), and a line under it (the copy's live status). */
  action?: { button: ReactNode; status: ReactNode };
  onDone: () => void;
}

/** A secret just created, shown the only time it can be: read-only, selected on focus, closed by the user. */
export function SecretShownOnceAlert({ secret, texts, testId, action, onDone }: SecretShownOnceAlertProps) {
  const field = <Input readOnly value={secret} aria-label={texts.secretLabel} data-testid={testId} onFocus={(e) => e.target.select()} />;
  return (
    <Alert
      type="success"
      showIcon
      title={texts.title}
      description={
        <Flex vertical gap={8}>
          <Typography.Text>{texts.once}</Typography.Text>
          {action ? (
            <>
              <Space.Compact style={{ width: "100%" }}>
                {field}
                {action.button}
              </Space.Compact>
              {action.status}
            </>
          ) : (
            field
          )}
          <Button type="link" style={{ paddingInline: 0, alignSelf: "flex-start" }} onClick={onDone}>
            {texts.done}
          </Button>
        </Flex>
      }
    />
  );
}
