import { Alert, Button, Flex, Result, Steps, Typography, Upload } from "antd";
import { FormattedMessage, useIntl } from "react-intl";
import { ButtonLinkRow } from "../../../components/ButtonLinkRow.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { IMPORT_ACCEPT, IMPORT_MAX_BYTES } from "../../../../../validation/transfer.ts";
import { usePremium } from "../../premium/usePremium.ts";
import { ImportPreview } from "./ImportPreview.tsx";
import { ImportRowsTable } from "./ImportRowsTable.tsx";
import { useTripImport } from "./useTripImport.ts";
import { PageHeading } from "../../../components/PageHeading.tsx";

const STEP = { choose: 0, checking: 0, preview: 1, importing: 1, done: 2 } as const;

/** /sailing-trips/import: upload a CSV or JSON file → preview with per-row errors → import the valid rows. */
export function TripImportPage() {
  const intl = useIntl();
  const { hasPremium } = usePremium();
  const { state, choose, confirm, reset, refuse } = useTripImport(intl.formatMessage({ id: "seatime.import.connectionError" }));
  const maxMb = IMPORT_MAX_BYTES / (1024 * 1024);
  return (
    <section>
      <PageHeading titleId="seatime.import.title" introId="seatime.import.intro" introValues={{ max: maxMb }} />
      <Steps
        size="small"
        current={STEP[state.step]}
        style={{ marginBottom: 24 }}
        items={["choose", "preview", "done"].map((s) => ({ title: intl.formatMessage({ id: `seatime.import.step.${s}` }) }))}
      />
      {state.step === "choose" ? (
        <Flex vertical gap={12}>
          {state.error ? <Alert type="error" showIcon role="alert" title={state.error} /> : null}
          <Upload.Dragger
            accept={IMPORT_ACCEPT}
            multiple={false}
            showUploadList={false}
            beforeUpload={(file) => {
              // Too large: said at once, without sending it (the server would refuse it too).
              if (file.size > IMPORT_MAX_BYTES) refuse(intl.formatMessage({ id: "transfer.import.tooLarge" }, { max: maxMb }));
              else void choose(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <p style={{ fontSize: 16, fontWeight: 500, margin: "8px 0" }}>
              <FormattedMessage id="seatime.import.drop" />
            </p>
            <p style={{ color: "rgba(0,0,0,0.55)", margin: 0 }}>
              <FormattedMessage id="seatime.import.dropHint" values={{ max: maxMb }} />
            </p>
          </Upload.Dragger>
          <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
            <FormattedMessage id="seatime.import.formats" />
          </Typography.Paragraph>
        </Flex>
      ) : null}
      {state.step === "checking" ? <PageLoader /> : null}
      {state.step === "preview" || state.step === "importing" ? (
        <ImportPreview
          preview={state.preview}
          hasPremium={hasPremium}
          importing={state.step === "importing"}
          error={state.step === "preview" ? state.error : null}
          onConfirm={() => void confirm()}
          onCancel={reset}
        />
      ) : null}
      {state.step === "done" ? (
        <Flex vertical gap={16}>
          <Result
            status={(state.result.summary.imported ?? 0) > 0 ? "success" : "info"}
            title={state.result.message}
            extra={
              <ButtonLinkRow
                links={[
                  { to: "/sailing-trips", messageId: "seatime.import.toTrips", type: "primary" },
                  { to: "/sea-time", messageId: "seatime.import.toSeaTime" },
                ]}
              >
                <Button onClick={reset}>
                  <FormattedMessage id="seatime.import.another" />
                </Button>
              </ButtonLinkRow>
            }
          />
          <ImportRowsTable rows={state.result.rows} />
        </Flex>
      ) : null}
    </section>
  );
}
