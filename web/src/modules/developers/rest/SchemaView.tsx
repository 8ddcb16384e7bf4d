import { Typography } from "antd";
import { useIntl } from "react-intl";
import { describedIn, refName, type JsonSchema } from "./openapi.ts";

const codeStyle = { background: "#f4f7fa", padding: 12, borderRadius: 6, overflowX: "auto", fontSize: 12, margin: 0 } as const;

/** The schema with each `description` in `lang` (at every level) and no `x-description-pl` left to show. */
function inLanguage(v: unknown, lang: string): unknown {
  if (Array.isArray(v)) return v.map((x) => inLanguage(x, lang));
  if (typeof v !== "object" || v === null) return v;
  const { "x-description-pl": _pl, ...rest } = v as JsonSchema;
  const out = Object.fromEntries(Object.entries(rest).map(([k, x]) => [k, inLanguage(x, lang)]));
  return typeof rest.description === "string" ? { ...out, description: describedIn(v, lang) } : out;
}

/** A JSON Schema as indented JSON, its descriptions in the page's language; a `$ref` at its top is a link to the schema's own section. */
export function SchemaView({ schema, label }: { schema: JsonSchema; label: string }) {
  const { locale } = useIntl();
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
      <code>{JSON.stringify(inLanguage(schema, locale), null, 2)}</code>
    </pre>
  );
}
