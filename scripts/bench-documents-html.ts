// The voyage card as HTML for the benchmark's Chromium comparison: the same data and sections as
// templates/voyage-card.typ (header, captain, yacht, voyage, crew table, remarks, signatures).
import type { DocumentData } from "../api/src/modules/documents/documents.model.ts";

const esc = (s: string | null) => (s === null || s === "" ? "–" : s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`));

const cell = (pl: string, en: string, v: string | null, span = 1) => `<td colspan="${span}"><div class="l"><b>${pl}</b> / <i>${en}</i></div>${esc(v)}</td>`;

const section = (pl: string, en: string) => `<h2>${pl.toUpperCase()} <i>${en}</i></h2>`;

export function voyageCardHtml(d: DocumentData): string {
  const v = d.voyage;
  const crew = d.crew.map((m, i) => `<tr><td class="n">${i + 1}.</td><td>${esc(m.name)}</td><td>${esc(m.license)}</td><td>${esc(m.role)}</td></tr>`).join("");
  return `<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>Karta rejsu</title><style>
@page { size: A4; margin: 14mm 16mm 16mm }
body { font: 9pt "Noto Sans", "DejaVu Sans", sans-serif; color: #1b2a3a; margin: 0 }
h1 { color: #1f4e79; font-size: 17pt; margin: 0 } .sub { font-style: italic; color: #5b6773 }
h2 { color: #1f4e79; font-size: 8.5pt; border-bottom: .8pt solid #1f4e79; margin: 8pt 0 3pt }
h2 i { color: #5b6773; font-weight: normal }
table { width: 100%; border-collapse: collapse; margin-bottom: 4pt } td, th { border: .5pt solid #b8c2cc; padding: 3pt 5pt; vertical-align: top; font-size: 9.5pt }
.l { font-size: 6.8pt; color: #5b6773 } .l b { color: #1b2a3a } thead { display: table-header-group } th { background: #eef2f6; font-size: 6.8pt; text-align: left }
.n { text-align: center; width: 1.3cm } .box { border: .5pt solid #b8c2cc; padding: 6pt; min-height: 1.2cm; margin: 6pt 0 }
.sig { display: flex; gap: 1.2cm; margin-top: .9cm } .sig div { flex: 1; border-top: .5pt dotted #1b2a3a; text-align: center; font-size: 6.8pt }
</style></head><body>
<header><h1>KARTA REJSU</h1><div class="sub">Captain's certificate of passage</div>
<div>Wpis na podstawie dziennika jachtowego, nr pływania / Entry based on the yacht logbook, voyage no. <b>${esc(v.logbookNumber)}</b></div></header>
${section("Kapitan", "Captain")}<table><tr>${cell("Imię i nazwisko", "Full name", d.captain.name)}${cell("Telefon", "Phone", d.captain.phone)}${cell("E-mail", "E-mail", d.captain.email)}</tr>
<tr>${cell("Stopień żeglarski lub motorowodny", "Sailing or motorboat grade", d.captain.license, 2)}${cell("Nr patentu", "Certificate no.", d.captain.licenseNumber)}</tr></table>
${section("Jacht", "Yacht")}<table><tr>${cell("Nazwa jachtu", "Yacht name", d.yacht.name)}${cell("Nr rejestracyjny", "Registration no.", d.yacht.registrationNumber)}${cell("Port macierzysty", "Home port", d.yacht.homePort)}</tr>
<tr>${cell("Długość kadłuba Lc [m]", "Hull length Lc [m]", d.yacht.hullLength)}${cell("Moc silnika [kW]", "Engine power [kW]", d.yacht.enginePower, 2)}</tr></table>
${section("Rejs", "Voyage")}<table><tr><th></th><th>Port</th><th>Data / Date</th><th>Port pływowy / Tidal port</th></tr>
<tr><th>Zaokrętowanie / Embarkation</th><td>${esc(v.embarkation.port)}</td><td>${esc(v.embarkation.date)}</td><td>${esc(v.embarkation.tidal)}</td></tr>
<tr><th>Wyokrętowanie / Disembarkation</th><td>${esc(v.disembarkation.port)}</td><td>${esc(v.disembarkation.date)}</td><td>${esc(v.disembarkation.tidal)}</td></tr>
<tr>${cell("Porty odwiedzone", "Visited ports", v.visitedPorts.join(", ") || null, 4)}</tr></table>
<table><tr>${cell("Liczba dni rejsu", "Voyage days", v.days)}${cell("Przebyte mile [Mm]", "Nautical miles", v.distance)}${cell("Liczba portów pływowych", "Number of tidal ports", v.tidalPortsCount)}${cell("Godziny postoju [h]", "Mooring hours", v.hoursMooring)}</tr>
<tr>${cell("Godziny żeglugi razem [h]", "Hours underway, total", v.hoursTotal)}${cell("w tym pod żaglami [h]", "under sail", v.hoursSail)}${cell("w tym na silniku [h]", "under engine", v.hoursEngine)}${cell("na wodach pływowych [h]", "in tidal waters", v.hoursTidal)}</tr></table>
${section("Załoga", "Crew")}<table><thead><tr><th>Lp. / No.</th><th>Imię i nazwisko / Full name</th><th>Stopień, nr patentu / Grade, certificate no.</th><th>Funkcja na jachcie / Function on board</th></tr></thead><tbody>${crew}</tbody></table>
<div class="box"><div class="l"><b>Uwagi kapitana</b> / <i>Captain's remarks</i></div>${esc(d.captainNotes)}</div>
<div class="sig"><div>Miejscowość, data / Place, date</div><div>${esc(d.captain.name)}<br>Podpis kapitana / Captain's signature</div></div>
<div class="box"><div class="l"><b>Uwagi armatora</b> / <i>Yacht owner's remarks</i></div>–</div>
<div class="sig"><div>Miejscowość, data / Place, date</div><div>Podpis armatora / Yacht owner's signature</div></div>
</body></html>`;
}
