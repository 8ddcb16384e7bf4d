import { Alert, Button, type ButtonProps, Flex, Modal, Typography } from "antd";
import { type ReactNode, useState } from "react";
import { useIntl } from "react-intl";
import { toErrorDetails } from "../../../lib/toErrorDetails.ts";

interface ConfirmButtonProps {
  /** The button's text (and the confirm button's, unless `confirmLabel`). */
  label: string;
  /** An accessible name when the button's text alone is ambiguous in a list. */
  ariaLabel?: string;
  title: string;
  question: ReactNode;
  confirmLabel?: string;
  /** A note under the question (e.g. what else happens). */
  warning?: string;
  danger?: boolean;
  size?: ButtonProps["size"];
  type?: ButtonProps["type"];
  disabled?: boolean;
  /** Runs on confirm; a rejection keeps the modal open with the server's message (or `failedText`). */
  onConfirm: () => Promise<unknown>;
  failedText: string;
}

/** A button that asks first: a modal with the question, cancel and confirm; errors show inside it. */
export function ConfirmButton({
  label,
  ariaLabel,
  title,
  question,
  confirmLabel,
  warning,
  danger,
  size = "small",
  type,
  disabled,
  onConfirm,
  failedText,
}: ConfirmButtonProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (error) {
      setFailure(toErrorDetails(error).message ?? failedText);
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    if (busy) return;
    setFailure(null);
    setOpen(false);
  };

  return (
    <>
      <Button size={size} type={type} danger={danger} disabled={disabled} onClick={() => setOpen(true)} aria-label={ariaLabel}>
        {label}
      </Button>
      <Modal
        open={open}
        title={title}
        okText={confirmLabel ?? label}
        cancelText={intl.formatMessage({ id: "students.common.cancel" })}
        okButtonProps={{ danger, loading: busy }}
        cancelButtonProps={{ disabled: busy }}
        onOk={() => void confirm()}
        onCancel={close}
        destroyOnHidden
      >
        <Flex vertical gap={12}>
          <Typography.Paragraph style={{ margin: 0 }}>{question}</Typography.Paragraph>
          {warning ? <Alert type="warning" showIcon title={warning} /> : null}
          {failure ? <Alert type="error" showIcon role="alert" title={failure} /> : null}
        </Flex>
      </Modal>
    </>
  );
}
