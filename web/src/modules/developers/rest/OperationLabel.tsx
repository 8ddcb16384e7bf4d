import { Tag, Typography } from "antd";
import { useIntl } from "react-intl";
import { operationTexts, type OperationEntry } from "./openapi.ts";

const METHOD_COLOURS: Record<string, string> = { GET: "blue", POST: "green", PUT: "orange", PATCH: "gold", DELETE: "red" };

/** An operation's line in the list: method, path and summary. */
export function OperationLabel({ entry }: { entry: OperationEntry }) {
  const { locale } = useIntl();
  return (
    <span style={{ overflowWrap: "anywhere" }}>
      <Tag color={METHOD_COLOURS[entry.method] ?? "default"}>{entry.method}</Tag>
      <Typography.Text code>{entry.path}</Typography.Text> {operationTexts(entry.op, locale).summary}
    </span>
  );
}
