import { Alert, Button, Flex, Image, Popconfirm, Progress, Spin, Typography } from "antd";
import { Card } from "../../../components/Card.tsx";
import { useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useLogo } from "../hooks/useLogo.ts";

/** The captain's logo (`present`: the profile has one): the image, upload with its progress in percent, delete with a confirmation. */
export function LogoPanel({ present }: { present: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const logo = useLogo(present);
  const input = useRef<HTMLInputElement>(null);
  const uploading = logo.progress !== null;

  return (
    <Card title={t("profile.logo.title")} style={{ marginBottom: 24 }}>
      <Flex gap={24} wrap align="flex-start">
        <div style={{ width: 160, height: 160, display: "grid", placeItems: "center", border: "1px dashed #d9d9d9", borderRadius: 8 }}>
          {logo.status === "loading" ? <Spin aria-label={t("common.loading")} /> : null}
          {logo.status === "shown" && logo.url ? (
            <Image src={logo.url} alt={t("profile.logo.alt")} width={150} height={150} style={{ objectFit: "contain" }} preview={false} />
          ) : null}
          {logo.status === "empty" ? <Typography.Text type="secondary">{t("profile.logo.none")}</Typography.Text> : null}
          {logo.status === "error" ? <Typography.Text type="danger">{t("profile.logo.loadError")}</Typography.Text> : null}
        </div>
        <Flex vertical gap={12} style={{ flex: 1, minWidth: 240 }}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            <FormattedMessage id="profile.logo.hint" />
          </Typography.Paragraph>
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-label={t("profile.logo.choose")}
            style={{ display: "none" }}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void logo.upload(file);
            }}
          />
          <Flex gap={8} wrap>
            <Button type="primary" onClick={() => input.current?.click()} loading={uploading} disabled={logo.deleting}>
              {logo.status === "shown" ? t("profile.logo.replace") : t("profile.logo.upload")}
            </Button>
            {logo.status === "shown" ? (
              <Popconfirm
                title={t("profile.logo.confirmDelete")}
                okText={t("profile.logo.confirmYes")}
                cancelText={t("profile.logo.confirmNo")}
                // eslint-disable-next-line @typescript-eslint/no-misused-promises -- antd keeps the OK button loading until the returned promise settles
                onConfirm={() => logo.remove()}
              >
                <Button danger loading={logo.deleting} disabled={uploading}>
                  {t("profile.logo.delete")}
                </Button>
              </Popconfirm>
            ) : null}
          </Flex>
          {uploading ? (
            <div role="status" aria-live="polite">
              <Typography.Text>{intl.formatMessage({ id: "profile.logo.uploading" }, { percent: logo.progress })}</Typography.Text>
              <Progress percent={logo.progress ?? 0} size="small" />
            </div>
          ) : null}
          {logo.notice ? <Alert type={logo.notice.type} showIcon title={logo.notice.text} /> : null}
          {logo.recommendation ? <Alert type="info" showIcon title={logo.recommendation} /> : null}
        </Flex>
      </Flex>
    </Card>
  );
}
