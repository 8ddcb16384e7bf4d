import { theme } from "antd";
import type { CSSProperties, ReactNode } from "react";

// antd's Typography looks like this but imports its editing and copying machinery (Input, TextArea,
// Tooltip, the form context with rc-form and async-validator: ≈ 40 kB compressed) into every page
// that shows a heading. The layout and the first screens (/, /login, /dashboard) use these instead:
// the same elements, class name and theme tokens, without the editing features they never use.

type TextType = "secondary" | "danger";
interface CommonProps {
  children?: ReactNode;
  type?: TextType;
  strong?: boolean;
  style?: CSSProperties;
  className?: string;
}

function useTextStyle(type: TextType | undefined): CSSProperties {
  const { token } = theme.useToken();
  const color = type === "secondary" ? token.colorTextDescription : type === "danger" ? token.colorErrorText : token.colorText;
  return { color, wordBreak: "break-word", lineHeight: token.lineHeight };
}

const classes = (extra: string | undefined, ...names: (string | false)[]) => ["ant-typography", ...names.filter(Boolean), extra].filter(Boolean).join(" ");

function Title({ level = 1, children, style, className }: { level?: 1 | 2 | 3 | 4 | 5 } & Omit<CommonProps, "type" | "strong">) {
  const { token } = theme.useToken();
  const Heading = `h${level}` as const;
  const sizes = [token.fontSizeHeading1, token.fontSizeHeading2, token.fontSizeHeading3, token.fontSizeHeading4, token.fontSizeHeading5];
  const lines = [token.lineHeightHeading1, token.lineHeightHeading2, token.lineHeightHeading3, token.lineHeightHeading4, token.lineHeightHeading5];
  const heading: CSSProperties = {
    marginBottom: "0.5em",
    color: token.colorTextHeading,
    fontWeight: token.fontWeightStrong,
    fontSize: sizes[level - 1],
    lineHeight: lines[level - 1],
    wordBreak: "break-word",
  };
  return (
    <Heading className={classes(className)} style={{ ...heading, ...style }}>
      {children}
    </Heading>
  );
}

function Paragraph({ children, type, strong, style, className }: CommonProps) {
  const text = useTextStyle(type);
  return (
    <div className={classes(className, type !== undefined && `ant-typography-${type}`)} style={{ ...text, marginTop: 0, marginBottom: "1em", ...style }}>
      {strong ? <strong>{children}</strong> : children}
    </div>
  );
}

function Text({ children, type, strong, ellipsis, style, className }: CommonProps & { ellipsis?: boolean }) {
  const text = useTextStyle(type);
  const cut: CSSProperties = ellipsis
    ? { display: "inline-block", maxWidth: "100%", overflow: "hidden", whiteSpace: "nowrap", textOverflow: "ellipsis", verticalAlign: "bottom" }
    : {};
  return (
    <span className={classes(className, type !== undefined && `ant-typography-${type}`)} style={{ ...text, ...cut, ...style }}>
      {strong ? <strong>{children}</strong> : children}
    </span>
  );
}

/** Title, Paragraph and Text with antd Typography's look, for the shell and the first screens. */
export const Typography = { Title, Paragraph, Text };
