import { Button, Modal } from "antd";
import { useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import { useBlocker } from "react-router-dom";

/**
 * While `when` is true, leaving the page asks first: inside the app (links, back button) with a
 * dialog whose safe choice, 'Zostań', has the focus; closing or reloading the tab with the
 * browser's own question (beforeunload).
 */
export function UnsavedChangesPrompt({ when }: { when: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  const stayRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ""; // older browsers need it set
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [when]);

  // Saved in the meantime (or nothing left to lose): let the waiting navigation go.
  useEffect(() => {
    if (!when && blocker.state === "blocked") blocker.proceed();
  }, [when, blocker]);

  const open = blocker.state === "blocked";
  return (
    <Modal
      open={open}
      title={t("unsaved.title")}
      onCancel={() => blocker.reset?.()}
      afterOpenChange={(isOpen) => {
        if (isOpen) stayRef.current?.focus();
      }}
      footer={[
        <Button key="stay" ref={stayRef} type="primary" onClick={() => blocker.reset?.()}>
          {t("unsaved.stay")}
        </Button>,
        <Button key="leave" danger onClick={() => blocker.proceed?.()}>
          {t("unsaved.leave")}
        </Button>,
      ]}
      destroyOnHidden
    >
      {t("unsaved.text")}
    </Modal>
  );
}
