import { Button, type ButtonProps } from "antd";
import { useIntl } from "react-intl";

interface SoonButtonProps {
  labelId: string;
  size?: ButtonProps["size"];
}

/** A disabled button for a feature that is not built yet, labelled '… (wkrótce)' / '… (soon)'. */
export function SoonButton({ labelId, size }: SoonButtonProps) {
  const intl = useIntl();
  const label = `${intl.formatMessage({ id: labelId })} (${intl.formatMessage({ id: "common.soon" })})`;
  return (
    <Button disabled size={size}>
      {label}
    </Button>
  );
}
