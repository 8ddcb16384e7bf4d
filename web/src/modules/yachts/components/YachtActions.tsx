import { Flex } from "antd";
import { useIntl } from "react-intl";
import { ScreenButton } from "../../layout/components/ScreenButton.tsx";
import { DeleteYachtButton } from "./DeleteYachtButton.tsx";
import type { YachtItem, YachtListProps } from "./yachtTypes.ts";

/** Edit (Premium only, otherwise greyed) and delete (always). */
export function YachtActions({ yacht, hasPremium, onDeleted }: YachtListProps & { yacht: YachtItem }) {
  const intl = useIntl();
  return (
    <Flex gap={8} wrap>
      <ScreenButton
        to={`/yachts/${yacht.id}/edit`}
        size="small"
        label={intl.formatMessage({ id: "yachts.edit" })}
        ariaLabel={intl.formatMessage({ id: "yachts.editLabel" }, { name: yacht.name })}
        premiumLocked={!hasPremium}
      />
      <DeleteYachtButton yacht={yacht} onDeleted={onDeleted} />
    </Flex>
  );
}
