import { useMutation } from "@apollo/client/react";
import { Button, Modal } from "antd";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ConfirmModalBody } from "../../../components/ConfirmModalBody.tsx";
import { destructiveModalProps } from "../../../lib/destructiveModal.ts";
import { toErrorDetails } from "../../../lib/toErrorDetails.ts";
import { deleteYachtMutation } from "../graphql/deleteYachtMutation.ts";
import type { YachtItem } from "./yachtTypes.ts";

/**
 * 'Usuń' and its confirmation modal (title, message with the yacht's name, warning, cancel, delete;
 * 'Usuwanie...' while deleting). Deleting needs no Premium; the page shows a success banner.
 */
export function DeleteYachtButton({ yacht, onDeleted }: { yacht: Pick<YachtItem, "id" | "name">; onDeleted: (message: string) => void }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The deleted yacht leaves the cache; lists drop the dangling reference without reloading.
  const [deleteYacht, { loading }] = useMutation(deleteYachtMutation, {
    variables: { id: yacht.id },
    update: (cache) => {
      cache.evict({ id: cache.identify({ __typename: "Yacht", id: yacht.id }) });
      cache.evict({ id: "ROOT_QUERY", fieldName: "searchYachts" });
      cache.gc();
    },
  });

  const confirm = async () => {
    setFailure(null);
    try {
      const { data } = await deleteYacht();
      setOpen(false);
      onDeleted(data?.deleteYacht.message ?? intl.formatMessage({ id: "yachts.delete.done" }));
    } catch (error) {
      const reason = toErrorDetails(error).message ?? intl.formatMessage({ id: "yachts.delete.fallbackError" });
      setFailure(intl.formatMessage({ id: "yachts.delete.failed" }, { message: reason }));
    }
  };
  const close = () => {
    if (loading) return;
    setFailure(null);
    setOpen(false);
  };

  return (
    <>
      <Button danger size="small" onClick={() => setOpen(true)} aria-label={intl.formatMessage({ id: "yachts.delete.buttonLabel" }, { name: yacht.name })}>
        <FormattedMessage id="yachts.delete.button" />
      </Button>
      <Modal
        open={open}
        title={intl.formatMessage({ id: "yachts.delete.title" })}
        okText={intl.formatMessage({ id: loading ? "yachts.delete.deleting" : "yachts.delete.confirm" })}
        cancelText={intl.formatMessage({ id: "yachts.delete.cancel" })}
        okButtonProps={{ danger: true, loading }}
        cancelButtonProps={{ disabled: loading }}
        onOk={() => void confirm()}
        onCancel={close}
        destroyOnHidden
        {...destructiveModalProps}
      >
        <ConfirmModalBody
          question={<FormattedMessage id="yachts.delete.question" values={{ name: <strong>{yacht.name}</strong> }} />}
          warning={intl.formatMessage({ id: "yachts.delete.warning" })}
          failure={failure}
        />
      </Modal>
    </>
  );
}
