import type { DescriptionsProps } from "antd";

/** A planned trip's description as the last row of its page (line breaks kept), or no row when it has none. */
export function tripDescriptionItems(description: string | null, t: (id: string) => string, span?: "filled"): NonNullable<DescriptionsProps["items"]> {
  if (!description) return [];
  const text = <span style={{ whiteSpace: "pre-wrap" }}>{description}</span>;
  return [{ key: "description", label: t("students.planned.fields.description"), ...(span ? { span } : {}), children: text }];
}
