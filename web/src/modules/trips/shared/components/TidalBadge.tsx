import { Tag } from "antd";
import { FormattedMessage } from "react-intl";

/** 'pływowy' next to a tidal port; nothing for the others. */
export function TidalBadge({ tidal }: { tidal: boolean }) {
  if (!tidal) return null;
  return (
    <Tag color="cyan" style={{ marginInlineStart: 8 }}>
      <FormattedMessage id="trips.detail.tidalBadge" />
    </Tag>
  );
}
