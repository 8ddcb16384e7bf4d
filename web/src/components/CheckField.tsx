import { Checkbox } from "antd";
import type { ReactNode } from "react";
import { FieldFrame } from "./FieldFrame.tsx";

interface CheckFieldProps {
  id: string;
  /** Space under the row, in px (antd's default 24 for a row of its own). */
  spacing?: number;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A controlled checkbox whose text is its label (Space toggles it). */
export function CheckField({ id, label, checked, onChange, disabled, spacing = 24 }: CheckFieldProps) {
  return (
    <FieldFrame style={{ marginBottom: spacing }}>
      <Checkbox id={id} checked={checked} onChange={(event) => onChange(event.target.checked)} disabled={disabled}>
        {label}
      </Checkbox>
    </FieldFrame>
  );
}
