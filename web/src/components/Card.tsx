import { theme } from "antd";
import { Children, type AriaAttributes, type CSSProperties, type HTMLAttributes, type ReactNode, Suspense, lazy } from "react";

// The skeleton comes with the first card that loads: the sign-in screen's card never does.
const Skeleton = lazy(() => import("antd/es/skeleton"));
/** Where the skeleton's four lines will stand while its code loads (the card keeps its height). */
const skeletonSpace = <div aria-hidden="true" style={{ height: 140 }} />;

interface CardProps extends AriaAttributes, Pick<HTMLAttributes<HTMLDivElement>, "id" | "role" | "onClick" | "className"> {
  title?: ReactNode;
  /** Shown at the header's other end (a link, a tag, a button). */
  extra?: ReactNode;
  size?: "small" | "default";
  style?: CSSProperties;
  styles?: { header?: CSSProperties; body?: CSSProperties };
  /** A skeleton of four lines in place of the children, as antd's Card shows. */
  loading?: boolean;
  children?: ReactNode;
}

/** Something worth a place in the header: antd's Card leaves out null, undefined, false and "". */
const shown = (node: ReactNode) => node !== null && node !== undefined && node !== false && node !== "";

/**
 * A card in antd's look (default theme, bordered), for every screen: antd's Card imports its Tabs
 * statically for a `tabList` we never use, and with them the tab list, its menu and dropdown
 * (≈ 17 kB compressed) on every page that shows a card. The header is a <div> as antd's is, so a
 * heading in a title stays the heading its caller wrote. Unlike antd the extra wraps under a title
 * too long for a narrow screen instead of squeezing it.
 */
export function Card({ title, extra, size = "default", style, styles, loading = false, className, children, ...rest }: CardProps) {
  const { token } = theme.useToken();
  const small = size === "small";
  const radius = token.borderRadiusLG;
  const hasHeader = shown(title) || shown(extra);
  const hasBody = loading || Children.toArray(children).length > 0;
  const root: CSSProperties = {
    boxSizing: "border-box",
    position: "relative",
    margin: 0,
    padding: 0,
    color: token.colorText,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    fontFamily: token.fontFamily,
    background: token.colorBgContainer,
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    borderRadius: radius,
    overflow: loading ? "hidden" : undefined,
    ...style,
  };
  const header: CSSProperties = {
    boxSizing: "border-box",
    display: "flex",
    flexDirection: "column",
    justifyContent: "center",
    minHeight: small ? token.fontSize * token.lineHeight + token.paddingXS * 2 : token.fontSizeLG * token.lineHeightLG + token.padding * 2,
    marginBottom: -1,
    padding: small ? "0 12px" : `0 ${token.paddingLG}px`,
    color: token.colorTextHeading,
    fontWeight: token.fontWeightStrong,
    fontSize: small ? token.fontSize : token.fontSizeLG,
    borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    borderRadius: `${radius}px ${radius}px 0 0`,
    ...styles?.header,
  };
  const body: CSSProperties = {
    boxSizing: "border-box",
    padding: small ? 12 : token.paddingLG,
    borderRadius: hasHeader ? `0 0 ${radius}px ${radius}px` : radius,
    userSelect: loading ? "none" : undefined,
    ...styles?.body,
  };
  return (
    <div {...rest} className={["app-card", small ? "app-card-small" : "", className ?? ""].filter(Boolean).join(" ")} style={root}>
      {hasHeader && (
        <div className="app-card-head" style={header}>
          <div style={{ width: "100%", display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: token.marginXS }}>
            {shown(title) && (
              <div className="app-card-title" style={{ flex: "1 1 auto", minWidth: 0, overflow: "hidden", whiteSpace: "nowrap", textOverflow: "ellipsis" }}>
                {title}
              </div>
            )}
            {shown(extra) && <div style={{ marginInlineStart: "auto", color: token.colorText, fontWeight: 400, fontSize: token.fontSize }}>{extra}</div>}
          </div>
        </div>
      )}
      {hasBody && (
        <div className="app-card-body" style={body}>
          {loading ? (
            <Suspense fallback={skeletonSpace}>
              <Skeleton active title={false} paragraph={{ rows: 4 }} />
            </Suspense>
          ) : (
            children
          )}
        </div>
      )}
    </div>
  );
}
