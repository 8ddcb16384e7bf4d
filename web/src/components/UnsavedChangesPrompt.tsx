import { Button, Modal } from "antd";
import { useContext, useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import { UNSAFE_DataRouterContext, useBlocker } from "react-router-dom";

/**
 * While `when` is true, leaving the page asks first: inside the app (links, back button) with a
 * dialog whose safe choice, 'Zostań', has the focus; closing or reloading the tab with the
 * browser's own question (beforeunload).
 */
export function UnsavedChangesPrompt({ when }: { when: boolean }) {
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ""; // older browsers need it set
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [when]);
  // Blocking in-app navigation needs the app's data router (a component test may use a plain one).
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <LeaveDialog when={when} /> : null;
}

function LeaveDialog({ when }: { when: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  const stayRef = useRef<HTMLButtonElement>(null);

  // Saved in the meantime (or nothing left to lose): let the waiting navigation go.
  useEffect(() => {
    if (!when && blocker.state === "blocked") blocker.proceed();
  }, [when, blocker]);

  return (
    <Modal
      open={blocker.state === "blocked"}
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
