import { useLazyQuery, useMutation } from "@apollo/client/react";
import { Alert, Button, Flex, Input, Typography } from "antd";
import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { useMessageText } from "../../../../i18n/useMessageText.ts";
import { toErrorDetails } from "../../../../lib/toErrorDetails.ts";
import { YACHT_SEARCH_MIN_LENGTH, yachtSchema } from "../../../../../../validation/yacht.ts";
import { fieldErrorKeys } from "../../../../../../validation/errors.ts";
import { useAuth } from "../../../auth/useAuth.ts";
import { createYachtMutation } from "../../../yachts/graphql/createYachtMutation.ts";
import { searchYachtsQuery } from "../../../yachts/graphql/searchYachtsQuery.ts";
import { forgetYachtLists } from "../../../yachts/hooks/forgetYachtLists.ts";
import type { YachtItem } from "../../../yachts/components/yachtTypes.ts";
import { useWizardContext } from "../components/useWizardContext.ts";

/** Typing settles for this long before the search goes out. */
const SEARCH_DELAY_MS = 250;

type Notice = { type: "success" | "error"; title: string; messages?: string[] } | null;

/**
 * Step 2's yacht search (spec §2, §5): from 2 characters it searches the captain's yacht database by
 * name or registration number; picking a yacht fills the six yacht fields. The add-yacht button
 * saves the yacht typed below to the database. Both need a signed-in captain (the database is
 * theirs); the public generator never adds yachts.
 */
export function YachtSearchSlot() {
  const { user } = useAuth();
  if (user?.role !== "captain") return null;
  return <YachtSearch />;
}

function YachtSearch() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const messageText = useMessageText();
  const { state, actions, saving, mode } = useWizardContext();
  const [term, setTerm] = useState("");
  const [notice, setNotice] = useState<Notice>(null);
  const [search, { data, error, loading }] = useLazyQuery(searchYachtsQuery, { fetchPolicy: "network-only" });
  /** The term of the last search sent: an answer for an older term is not shown. */
  const [searched, setSearched] = useState<string | null>(null);
  const [createYacht, { loading: adding }] = useMutation(createYachtMutation, { update: forgetYachtLists });
  const ready = term.trim().length >= YACHT_SEARCH_MIN_LENGTH;

  useEffect(() => {
    if (!ready) return;
    const timer = window.setTimeout(() => {
      setSearched(term.trim());
      void search({ variables: { term: term.trim() } }).catch(() => undefined);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [term, ready, search]);

  const pick = (yacht: YachtItem) => {
    actions.update({
      yachtName: yacht.name,
      registrationNumber: yacht.registrationNumber,
      homePort: yacht.homePort,
      hullLength: yacht.hullLength,
      enginesCount: String(yacht.enginesCount),
      enginePower: yacht.enginePower,
    });
    setTerm("");
    setNotice({ type: "success", title: t("yachts.search.picked", { name: yacht.name }) });
  };

  const add = async () => {
    const { form } = state;
    const typed = {
      name: form.yachtName, registrationNumber: form.registrationNumber, homePort: form.homePort,
      hullLength: form.hullLength, enginesCount: form.enginesCount, enginePower: form.enginePower,
    };
    const parsed = yachtSchema.safeParse(typed);
    if (!parsed.success) {
      actions.revealErrors();
      const messages = Object.values(fieldErrorKeys(parsed.error)).map((keys) => messageText(keys[0]));
      setNotice({ type: "error", title: t("yachts.search.addFailed"), messages });
      return;
    }
    try {
      const { data: created } = await createYacht({ variables: { input: parsed.data } });
      setNotice({ type: "success", title: t("yachts.search.added", { name: created?.createYacht.name ?? parsed.data.name }) });
    } catch (e) {
      const details = toErrorDetails(e);
      const fields = Object.values(details.fields);
      setNotice({ type: "error", title: t("yachts.search.addFailed"), messages: fields.length ? fields : [details.message ?? t("yachts.form.saveError")] });
    }
  };

  const current = ready && searched === term.trim() && !loading;
  const results = current && data ? data.searchYachts : null;
  return (
    <section style={{ marginBottom: 16 }}>
      <label id="yacht-search-label" htmlFor="yacht-search" style={{ display: "block", marginBottom: 4, fontWeight: 500 }}>
        {t("yachts.search.label")}
      </label>
      <Flex gap={12} wrap align="flex-start">
        <Input.Search
          id="yacht-search"
          type="search"
          value={term}
          allowClear
          loading={ready && loading}
          disabled={saving}
          placeholder={t("yachts.search.placeholder")}
          onChange={(event) => setTerm(event.target.value)}
          onSearch={(value) => setTerm(value)}
          style={{ flex: "1 1 320px", maxWidth: 520 }}
        />
        {mode !== "public" ? (
          <Button onClick={() => void add()} loading={adding} disabled={saving}>
            {t("yachts.search.add")}
          </Button>
        ) : null}
      </Flex>
      {current && error ? <Typography.Text type="danger">{toErrorDetails(error).message ?? t("yachts.search.error")}</Typography.Text> : null}
      {results && results.length === 0 ? (
        <Typography.Paragraph type="secondary" role="status" style={{ margin: "8px 0 0" }}>
          {t("yachts.search.none")}
        </Typography.Paragraph>
      ) : null}
      {results && results.length > 0 ? (
        <ul aria-label={t("yachts.search.results")} style={{ listStyle: "none", padding: 0, margin: "8px 0 0", display: "grid", gap: 4 }}>
          {results.map((yacht) => (
            <li key={yacht.id}>
              <Button type="text" block style={{ justifyContent: "flex-start" }} onClick={() => pick(yacht)}>
                <strong>{yacht.name}</strong>&nbsp;· {yacht.registrationNumber} · {yacht.homePort}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {notice ? (
        <Alert
          type={notice.type}
          showIcon
          role={notice.type === "success" ? "status" : "alert"}
          closable={{ onClose: () => setNotice(null) }}
          style={{ marginTop: 8 }}
          title={notice.title}
          description={
            notice.messages ? (
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {notice.messages.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      ) : null}
    </section>
  );
}
