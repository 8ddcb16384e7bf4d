import { Alert } from "antd";

/** A closable green notice after an action ('Zaproszenie zostało utworzone'); null shows nothing. */
export function SuccessNotice({ text, onClose }: { text: string | null; onClose: () => void }) {
  if (!text) return null;
  return <Alert type="success" showIcon role="status" title={text} closable={{ onClose }} style={{ marginBottom: 16 }} />;
}
