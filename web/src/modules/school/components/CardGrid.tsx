import { Col, type ColProps, Empty, Flex, Row, Typography } from "antd";
import type { ReactNode } from "react";

/** Three cards a row on a wide screen, two on a tablet, one on a phone. */
const THREE_ACROSS: ColProps = { xs: 24, md: 12, xl: 8 };

interface CardGridProps<T extends { id: string }> {
  /** Every item of the list: it is empty without them, and `countText` counts them. */
  items: readonly T[];
  /** The items shown on this page, when the list is paged (all of `items` otherwise). */
  pageItems?: readonly T[];
  emptyText: string;
  /** A link or button in the empty state ('Utwórz zaproszenie'). */
  emptyAction?: ReactNode;
  /** The count line over the grid ('3 rejsy'). */
  countText: string;
  /** Each card's accessible name in the list. */
  label: (item: T) => string;
  renderCard: (item: T) => ReactNode;
  columns?: ColProps;
  /** What goes under the grid (e.g. pagination). */
  footer?: ReactNode;
}

/** A list of cards: an empty state with its action, or the count line and the cards in a responsive grid, one labelled list item each. */
export function CardGrid<T extends { id: string }>({
  items,
  pageItems = items,
  emptyText,
  emptyAction,
  countText,
  label,
  renderCard,
  columns = THREE_ACROSS,
  footer,
}: CardGridProps<T>) {
  if (items.length === 0) {
    return (
      <Empty description={emptyText} style={{ padding: "32px 0" }}>
        {emptyAction}
      </Empty>
    );
  }
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary" role="status">
        {countText}
      </Typography.Text>
      <Row gutter={[16, 16]} role="list">
        {pageItems.map((item) => (
          <Col key={item.id} {...columns} role="listitem" aria-label={label(item)}>
            {renderCard(item)}
          </Col>
        ))}
      </Row>
      {footer}
    </Flex>
  );
}
