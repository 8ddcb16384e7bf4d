import { Alert, Button, Flex, Input, Typography } from "antd";
import { useId, useState } from "react";
import { useIntl } from "react-intl";
import { toErrorDetails } from "../../../lib/toErrorDetails.ts";

interface CaptainNotesFormProps {
  initial: string;
  onSave: (notes: string) => Promise<unknown>;
}

/** The captain's own notes about one student on this trip; saved on demand. */
export function CaptainNotesForm({ initial, onSave }: CaptainNotesFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const id = useId();
  const [notes, setNotes] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const save = async () => {
    setBusy(true);
    setResult(null);
    try {
      await onSave(notes);
      setResult({ ok: true, text: t("students.detail.notesSaved") });
    } catch (error) {
      const details = toErrorDetails(error);
      setResult({ ok: false, text: details.fields.captainNotes ?? details.message ?? t("students.detail.notesFailed") });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex vertical gap={6}>
      <Typography.Text strong>
        <label htmlFor={id}>{t("students.detail.captainNotes")}</label>
      </Typography.Text>
      <Input.TextArea id={id} value={notes} onChange={(e) => setNotes(e.target.value)} rows={2} maxLength={2000} style={{ resize: "vertical" }} />
      <Flex gap={8} align="center" wrap>
        <Button size="small" onClick={() => void save()} loading={busy} disabled={notes === initial && result === null}>
          {t("students.detail.saveNotes")}
        </Button>
        {result ? (
          <Alert type={result.ok ? "success" : "error"} role={result.ok ? "status" : "alert"} title={result.text} style={{ padding: "2px 8px" }} />
        ) : null}
      </Flex>
    </Flex>
  );
}
