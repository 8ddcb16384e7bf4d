import { theme } from "antd";
import type { CSSProperties, MouseEvent, ReactNode } from "react";

export interface SimpleColumn<T> {
  key: string;
  title: ReactNode;
  render: (row: T) => ReactNode;
  align?: "start" | "center" | "end";
  width?: number;
}

interface SimpleTableProps<T> {
  columns: SimpleColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  "aria-label"?: string;
  /** A click on a row outside its links (the links keep their own target). */
  onRowClick?: (row: T) => void;
  style?: CSSProperties;
}

/**
 * A small read-only table in antd's look (size "middle"), for the first screens: antd's Table brings
 * pagination, selection, sorting and filters (≈ 70 kB of JavaScript compressed) that a handful of
 * static rows never use. Wide tables scroll sideways inside their frame.
 */
export function SimpleTable<T>({ columns, rows, rowKey, onRowClick, style, ...aria }: SimpleTableProps<T>) {
  const { token } = theme.useToken();
  const cell: CSSProperties = { padding: "12px 8px", borderBottom: `1px solid ${token.colorBorderSecondary}`, textAlign: "start" };
  const head: CSSProperties = { ...cell, background: token.colorFillAlter, fontWeight: token.fontWeightStrong, color: token.colorTextHeading };
  const align = (c: SimpleColumn<T>): CSSProperties => ({ textAlign: c.align ?? "start", width: c.width });
  const click = (row: T) => (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest("a")) return;
    onRowClick?.(row);
  };
  return (
    <div style={{ overflowX: "auto", width: "100%", maxWidth: style?.maxWidth }}>
      <table
        aria-label={aria["aria-label"]}
        style={{ width: "100%", borderCollapse: "collapse", background: token.colorBgContainer, color: token.colorText, ...style }}
      >
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" style={{ ...head, ...align(c) }}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} onClick={onRowClick ? click(row) : undefined} style={onRowClick ? { cursor: "pointer" } : undefined}>
              {columns.map((c) => (
                <td key={c.key} style={{ ...cell, ...align(c) }}>
                  {c.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
