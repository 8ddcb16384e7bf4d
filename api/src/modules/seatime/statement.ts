// The sea-time statement ('Zestawienie stażu morskiego' / 'Sea-time statement') as ready-to-print
// strings for templates/sea-time-statement.typ: every counted trip, the totals, per year, the licence
// progress and the captain's data and logo. Numbers are formatted for the language (pl: '12,5').
import { LICENSE_VALUES, isOneOf } from "../../../../validation/trip.ts";
import type { Lang } from "../../../../validation/messages.ts";
import { licenseLabel } from "../documents/labels.ts";
import { logoFile } from "../documents/documents.render.ts";
import { renderPdf } from "../documents/renderer.ts";
import { virtualPath } from "../documents/typst.ts";
import type { Unit } from "./licence-rules.ts";
import { toNumber } from "./quantity.ts";
import { underway } from "./sea-trip.ts";
import type { Totals } from "./sea-time-totals.ts";
import { licenceName, requirementLabel } from "./seatime.json.ts";
import type { SeaTimeReport } from "./seatime.service.ts";
import { statementLabels } from "./statement-labels.ts";

export type StatementCaptain = {
  firstName: string;
  lastName: string;
  phone: string | null;
  email: string | null;
  licenseType: string | null;
  licenseNumber: string | null;
  otherLicense: string | null;
};

const blank = (v: string | null | undefined) => (v == null || v.trim() === "" ? null : v.trim());

function formatter(lang: Lang) {
  const nf = new Intl.NumberFormat(lang === "pl" ? "pl-PL" : "en-GB", { maximumFractionDigits: 2 });
  return (n: number) => nf.format(n);
}

/** '5 rejsów', '2 dni', '1 voyage': the number with its unit in the right plural form. */
function withUnit(lang: Lang, fmt: (n: number) => string, n: number, unit: Unit): string {
  const forms = statementLabels[lang].units[unit];
  const category = new Intl.PluralRules(lang === "pl" ? "pl-PL" : "en-GB").select(n);
  const word = category === "one" || category === "few" || category === "many" ? forms[category] : forms.other;
  return `${fmt(n)} ${word}`;
}

/** '2025-07-01' → '01.07.2025' (pl) or '01/07/2025' (en, day first as in Europe). */
function formatDay(iso: string, lang: Lang): string {
  const [y, m, d] = iso.split("-");
  return lang === "pl" ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
}

const graphemes = (s: string) => Array.from(new Intl.Segmenter("pl", { granularity: "grapheme" }).segment(s), (g) => g.segment);
/** At most `max` characters as people count them: an emoji or a letter with its accents is never split. */
const truncate = (s: string, max: number) => {
  const g = graphemes(s);
  return g.length <= max
    ? s
    : `${g
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`;
};

function totalsRow(t: Totals, fmt: (n: number) => string) {
  return {
    voyages: String(t.voyages),
    days: String(t.days),
    underway: fmt(t.hoursUnderway),
    sail: fmt(t.hoursSail),
    engine: fmt(t.hoursEngine),
    tidal: fmt(t.hoursTidal),
    moored: fmt(t.hoursMoored),
    miles: fmt(t.miles),
    tidalPorts: String(t.tidalPorts),
  };
}

function statementData(report: SeaTimeReport, captain: StatementCaptain, lang: Lang, opts: { logo: string | null }) {
  const L = statementLabels[lang];
  const fmt = formatter(lang);
  const license = isOneOf(LICENSE_VALUES, captain.licenseType) ? licenseLabel(captain.licenseType, captain.otherLicense, lang) : null;
  const number = blank(captain.licenseNumber);
  const scope = [
    report.filter.years.length ? `${L.years}: ${[...report.filter.years].sort().join(", ")}` : null,
    report.filter.yacht ? `${L.yacht}: ${report.filter.yacht}` : null,
    report.filter.statuses.length ? `${L.statuses}: ${report.filter.statuses.map((s) => L.status[s]).join(", ")}` : null,
  ].filter((s) => s !== null);
  return {
    lang,
    logo: opts.logo,
    labels: L,
    captain: {
      name: `${captain.firstName} ${captain.lastName}`.trim(),
      license: [license, number].filter(Boolean).join(", ") || null,
      phone: blank(captain.phone),
      email: blank(captain.email),
    },
    scope: scope.length ? scope.join("; ") : L.scopeAll,
    generated: formatDay(report.today, lang),
    trips: report.trips.map((t, i) => ({
      no: `${i + 1}.`,
      dates: `${formatDay(t.embarkationDate, lang)} – ${formatDay(t.disembarkationDate, lang)}${t.status === "in_progress" ? ` (${L.status.in_progress})` : ""}`,
      days: String(t.days),
      yacht: truncate(t.yachtName, 60),
      yachtDetails: [t.registrationNumber, t.hullLength > 0n ? `Lc ${fmt(toNumber(t.hullLength))} m` : null].filter(Boolean).join(", "),
      route: truncate([t.embarkationPort, ...t.visitedPorts, t.disembarkationPort].join(" – "), 400),
      underway: fmt(toNumber(underway(t))),
      sail: fmt(toNumber(t.sail)),
      engine: fmt(toNumber(t.engine)),
      tidal: fmt(toNumber(t.tidal)),
      moored: fmt(toNumber(t.moored)),
      miles: fmt(toNumber(t.miles)),
      tidalPorts: String(t.tidalPorts),
    })),
    totals: totalsRow(report.totals, fmt),
    largestYacht: report.totals.largestYacht
      ? `${report.totals.largestYacht.name} (${report.totals.largestYacht.registrationNumber}), Lc ${fmt(report.totals.largestYacht.hullLength)} m`
      : null,
    perYear: report.perYear.map((y) => ({ year: String(y.year), ...totalsRow(y, fmt) })),
    licences: report.licences.map((l) => ({
      name: licenceName(lang, l.code),
      status: l.status,
      state: L.licenceState[l.status],
      source: l.source,
      requirements: l.requirements.map((r) => ({
        label: requirementLabel(lang, r),
        done: withUnit(lang, fmt, r.done, r.unit),
        required: withUnit(lang, fmt, r.required, r.unit),
        /** 0..1 for the bar. */
        ratio: r.required > 0 ? Math.min(1, r.done / r.required) : 1,
        status: r.status,
        state: L.state[r.status],
      })),
    })),
  };
}

export function renderStatement(report: SeaTimeReport, captain: StatementCaptain, lang: Lang, logoBytes: Uint8Array | null) {
  const logo = logoFile(logoBytes);
  return renderPdf("sea-time-statement.typ", statementData(report, captain, lang, { logo: logo ? virtualPath(logo) : null }), logo ? [logo] : []);
}
