import { theme } from "antd";
import type { AlertProps } from "antd/es/alert";
import { type ComponentType, type ReactNode, useEffect, useState } from "react";

type AlertComponent = ComponentType<AlertProps>;

// antd's Alert (with its icons, ≈ 4 kB as sent) comes when a form is first edited or sent, not
// with the sign-in screen: a form shows an alert only after an answer. Until it is here (or if it
// cannot load: offline), the same text stands in a plain box of the alert's colours.
let loaded: AlertComponent | null = null;
let loading: Promise<AlertComponent> | null = null;

function loadAlert(): Promise<AlertComponent> {
  loading ??= import("antd/es/alert").then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = null; // offline: the next edit tries again
      throw error;
    },
  );
  return loading;
}

/** Starts loading the alert (a form calls it on every edit and submit: once it is here, this does nothing). */
export function preloadFormAlert(): void {
  if (!loaded) loadAlert().catch(() => {});
}

interface FormAlertProps {
  type: "error" | "success" | "warning";
  title: ReactNode;
}

/**
 * An alert above a form's fields (role "alert", as antd's): antd's Alert with its icon once loaded,
 * the same text in its colours before.
 */
export function FormAlert({ type, title }: FormAlertProps) {
  const [Alert, setAlert] = useState<AlertComponent | null>(() => loaded);
  const { token } = theme.useToken();
  useEffect(() => {
    if (Alert) return;
    let current = true;
    loadAlert().then(
      (component) => current && setAlert(() => component),
      () => {}, // the plain box stays
    );
    return () => {
      current = false;
    };
  }, [Alert]);

  if (Alert) return <Alert type={type} showIcon role="alert" title={title} style={{ marginBottom: 16 }} />;
  const colours = {
    error: [token.colorErrorBg, token.colorErrorBorder],
    success: [token.colorSuccessBg, token.colorSuccessBorder],
    warning: [token.colorWarningBg, token.colorWarningBorder],
  }[type];
  return (
    <div
      role="alert"
      style={{
        marginBottom: 16,
        padding: `${token.paddingXS}px ${token.paddingSM}px`,
        background: colours[0],
        border: `${token.lineWidth}px solid ${colours[1]}`,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
      }}
    >
      {title}
    </div>
  );
}
