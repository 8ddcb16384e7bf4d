/** Class of the wrapper of a modal that confirms a destructive action (antd's `wrapClassName`). */
const WRAP = "zeglog-destructive-modal";

/**
 * Props for an antd Modal asking before something destructive: when it opens, the focus goes to the
 * safe choice, 'Anuluj' (the footer's first button), not to the close icon or 'Usuń'.
 */
export const destructiveModalProps = {
  wrapClassName: WRAP,
  afterOpenChange: (open: boolean) => {
    if (open) document.querySelector<HTMLButtonElement>(`.${WRAP} .ant-modal-footer button`)?.focus();
  },
};
