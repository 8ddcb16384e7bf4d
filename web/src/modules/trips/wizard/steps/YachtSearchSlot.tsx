import { useLazyQuery, useMutation } from "@apollo/client/react";
import { Alert, Button, Flex, Input, Typography } from "antd";
import { type KeyboardEvent, useEffect, useState } from "react";
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
import { YachtOptions } from "./YachtOptions.tsx";

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
  /** The listbox pattern: the option the arrow keys reached (-1: none), and whether the list shows. */
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(true);
  const typeTerm = (value: string) => {
    setTerm(value);
    setActive(-1);
    setOpen(true);
  };

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
      name: form.yachtName,
      registrationNumber: form.registrationNumber,
      homePort: form.homePort,
      hullLength: form.hullLength,
      enginesCount: form.enginesCount,
      enginePower: form.enginePower,
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
  const options = open && results ? results : [];
  const activeYacht = options[active];
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (options.length === 0) return;
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === "Enter" && activeYacht) {
      event.preventDefault();
      event.stopPropagation();
      pick(activeYacht);
    } else if (event.key === "Escape" && options.length > 0) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };
  const short = term.trim().length > 0 && !ready;
  return (
    <section style={{ marginBottom: 16 }}>
      <label id="yacht-search-label" htmlFor="yacht-search" style={{ display: "block", marginBottom: 4, fontWeight: 500 }}>
        {t("yachts.search.label")}
      </label>
      <Flex gap={12} wrap align="flex-start">
        <Input.Search
          id="yacht-search"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={options.length > 0}
          aria-controls="yacht-search-results"
          aria-activedescendant={activeYacht ? `yacht-option-${activeYacht.id}` : undefined}
          aria-describedby={short ? "yacht-search-hint" : undefined}
          onKeyDown={onKeyDown}
          value={term}
          allowClear
          loading={ready && loading}
          disabled={saving}
          placeholder={t("yachts.search.placeholder")}
          onChange={(event) => typeTerm(event.target.value)}
          onSearch={(value) => {
            if (value !== term) typeTerm(value);
          }}
          style={{ flex: "1 1 320px", maxWidth: 520 }}
        />
        {mode !== "public" ? (
          <Button onClick={() => void add()} loading={adding} disabled={saving}>
            {t("yachts.search.add")}
          </Button>
        ) : null}
      </Flex>
      {short ? (
        <Typography.Text id="yacht-search-hint" type="secondary" style={{ display: "block", marginTop: 4 }}>
          {t("yachts.search.hint")}
        </Typography.Text>
      ) : null}
      {current && error ? <Typography.Text type="danger">{toErrorDetails(error).message ?? t("yachts.search.error")}</Typography.Text> : null}
      {results && results.length === 0 ? (
        <Typography.Paragraph type="secondary" role="status" style={{ margin: "8px 0 0" }}>
          {t("yachts.search.none")}
        </Typography.Paragraph>
      ) : null}
      {options.length > 0 ? <YachtOptions yachts={options} active={active} label={t("yachts.search.results")} onPick={pick} /> : null}
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
