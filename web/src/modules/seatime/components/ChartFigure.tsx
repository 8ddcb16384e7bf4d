import { Card } from "../../../components/Card.tsx";
import { type ReactNode, useId } from "react";

/** A chart in a card, named by its caption for screen readers (the per-year table holds the same numbers). */
export function ChartFigure({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card size="small" style={{ height: "100%" }}>
      <figure aria-labelledby={id} style={{ margin: 0 }} data-testid="seatime-chart">
        <figcaption id={id} style={{ fontWeight: 600, marginBottom: 8 }}>
          {title}
        </figcaption>
        <div style={{ width: "100%", height: 260 }}>{children}</div>
        {note ? <p style={{ margin: "8px 0 0", color: "rgba(0,0,0,0.55)", fontSize: 12 }}>{note}</p> : null}
      </figure>
    </Card>
  );
}
