import type { ButtonProps } from "antd";
import type { ReactNode } from "react";
import { ButtonLink } from "../../../components/ButtonLink.tsx";
import { LockedButton } from "./LockedButton.tsx";

interface ScreenButtonProps {
  to: string;
  /** The button's text; a Premium-locked button adds '(wymaga Premium)' to it. */
  label: string;
  type?: ButtonProps["type"];
  size?: ButtonProps["size"];
  block?: boolean;
  /** The screen needs Premium the captain does not have: greyed with '(wymaga Premium)'. */
  premiumLocked?: boolean;
  /** the accessible name naming the object ('Edytuj jacht Zjawa') */
  ariaLabel?: string;
  icon?: ReactNode;
}

/**
 * A button-styled link to a screen of the app; a Premium-only one without Premium shows greyed
 * with '(wymaga Premium)'.
 */
export function ScreenButton({ to, label, type, size, block, premiumLocked = false, ariaLabel, icon }: ScreenButtonProps) {
  if (premiumLocked) return <LockedButton label={label} ariaLabel={ariaLabel} icon={icon} reason="premium" size={size} block={block} />;
  return (
    <ButtonLink to={to} type={type} size={size} block={block} ariaLabel={ariaLabel} icon={icon}>
      {label}
    </ButtonLink>
  );
}
