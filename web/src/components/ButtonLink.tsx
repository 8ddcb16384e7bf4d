import { Button, type ButtonProps } from "antd";
import type { MouseEvent, ReactNode } from "react";
import { useNavigate } from "react-router-dom";

interface ButtonLinkProps {
  to: string;
  type?: ButtonProps["type"];
  size?: ButtonProps["size"];
  block?: boolean;
  children: ReactNode;
  /** the accessible name when the text alone does not say what it acts on ('Edytuj' → 'Edytuj jacht Zjawa') */
  ariaLabel?: string;
  icon?: ReactNode;
}

/** A link (real <a href>) that looks like an antd button and navigates inside the app. */
export function ButtonLink({ to, type = "default", size, block, children, ariaLabel, icon }: ButtonLinkProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    // Let the browser handle new-tab and new-window clicks.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(to);
  };
  return (
    <Button href={to} onClick={onClick} type={type} size={size} block={block} aria-label={ariaLabel} icon={icon}>
      {children}
    </Button>
  );
}
