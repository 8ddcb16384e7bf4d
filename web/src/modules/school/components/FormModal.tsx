import { Alert, Modal } from "antd";
import type { FormEvent, ReactNode } from "react";
import { useIntl } from "react-intl";

interface FormModalProps {
  open: boolean;
  title: string;
  okText: string;
  /** The form's id: the modal's OK button submits it. */
  formId: string;
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onCancel: () => void;
  /** The server's refusal, shown over the fields. */
  error: string | null;
  /** A line over the fields (what happens next). */
  intro?: ReactNode;
  children: ReactNode;
}

/** A modal holding one form: its OK button submits the form (loading meanwhile), Cancel closes it, a server error shows over the fields. */
export function FormModal({ open, title, okText, formId, submitting, onSubmit, onCancel, error, intro, children }: FormModalProps) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={intl.formatMessage({ id: "students.common.cancel" })}
      okButtonProps={{ loading: submitting, htmlType: "submit", form: formId }}
      onCancel={onCancel}
      destroyOnHidden
    >
      <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate>
        {intro}
        {error ? <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} /> : null}
        {children}
      </form>
    </Modal>
  );
}
