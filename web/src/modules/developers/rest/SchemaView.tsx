import { Typography } from "antd";
import { refName, type JsonSchema } from "./openapi.ts";

const codeStyle = { background: "#f4f7fa", padding: 12, borderRadius: 6, overflowX: "auto", fontSize: 12, margin: 0 } as const;

/** A JSON Schema as indented JSON; a `$ref` at its top is a link to the schema's own section. */
export function SchemaView({ schema, label }: { schema: JsonSchema; label: string }) {
  if (typeof schema.$ref === "string") {
    const name = refName(schema.$ref);
    return (
      <Typography.Text>
        <a href={`#schema-${name}`}>{name}</a>
      </Typography.Text>
    );
  }
  return (
    <pre aria-label={label} tabIndex={0} style={codeStyle}>
      <code>{JSON.stringify(schema, null, 2)}</code>
    </pre>
  );
}
