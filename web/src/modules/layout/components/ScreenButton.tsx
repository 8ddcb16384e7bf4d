import type { ButtonProps } from "antd";
import type { ReactNode } from "react";
import { ButtonLink } from "../../../components/ButtonLink.tsx";
import { isScreenReady } from "../screens.ts";
import { LockedButton } from "./LockedButton.tsx";

interface ScreenButtonProps {
  to: string;
  /** The button's text; a locked button adds '(wkrótce)' or '(wymaga Premium)' to it. */
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
 * A button-styled link to a screen of the app; a screen not built yet (../screens.ts) shows as a
 * disabled '(wkrótce)' button and a Premium-only one without Premium as '(wymaga Premium)'.
 */
export function ScreenButton({ to, label, type, size, block, premiumLocked = false, ariaLabel, icon }: ScreenButtonProps) {
  if (!isScreenReady(to)) return <LockedButton label={label} icon={icon} reason="soon" size={size} block={block} />;
  if (premiumLocked) return <LockedButton label={label} ariaLabel={ariaLabel} icon={icon} reason="premium" size={size} block={block} />;
  return (
    <ButtonLink to={to} type={type} size={size} block={block} ariaLabel={ariaLabel} icon={icon}>
      {label}
    </ButtonLink>
  );
}
