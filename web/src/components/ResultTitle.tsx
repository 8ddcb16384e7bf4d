import type { ReactNode } from "react";

const style = { fontSize: "inherit", fontWeight: "inherit", lineHeight: "inherit", color: "inherit", margin: 0 } as const;

/** The <h1> inside an antd Result's title (a Result is the whole page there), looking like the title. */
export function ResultTitle({ children }: { children: ReactNode }) {
  return <h1 style={style}>{children}</h1>;
}
