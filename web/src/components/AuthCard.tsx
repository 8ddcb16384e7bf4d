import { Flex } from "antd";
import { Card } from "./Card.tsx";
import { Typography } from "./Typography.tsx";
import type { ReactNode } from "react";
import { useDocumentTitle } from "../lib/useDocumentTitle.ts";

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card the sign-in, registration and password pages share. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  useDocumentTitle(title);
  return (
    <Flex justify="center">
      <Card style={{ width: "100%", maxWidth: 480 }}>
        <Typography.Title level={1} style={{ marginTop: 0, fontSize: 30 }}>
          {title}
        </Typography.Title>
        {subtitle ? <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph> : null}
        {children}
        {footer ? (
          <Flex vertical gap={8} style={{ marginTop: 8 }}>
            {footer}
          </Flex>
        ) : null}
      </Card>
    </Flex>
  );
}
