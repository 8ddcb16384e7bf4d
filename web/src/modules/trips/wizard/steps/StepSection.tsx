import { Typography } from "antd";
import { type ReactNode, useId } from "react";

interface StepSectionProps {
  title: string;
  children: ReactNode;
}

/** A titled part of a step (step 3: route, duration, tides, additional information). */
export function StepSection({ title, children }: StepSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} style={{ marginBottom: 8 }}>
      <Typography.Title level={3} id={id} style={{ fontSize: 18, marginTop: 8 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
