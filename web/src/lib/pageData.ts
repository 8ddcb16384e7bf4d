// What the server writes into every page it serves (api/src/http/static.ts), read by the client on
// its first render: the company's details (the COMPANY_* settings), so the footer shows them at
// once instead of after a request — and in a page prerendered at build time (prerender.tsx), where
// the build writes COMPANY_PLACEHOLDER in their place and the server fills in the real ones, so the
// markup and the client's first render agree. No DOM access at load: the server imports this too.
import { telHref } from "./telHref.ts";

/** The id of the page's `<script type="application/json">` holding the PageData. */
export const PAGE_DATA_ID = "page-data";

/** The company's details as the footer prints them (the GraphQL `company` without the bank account). */
export type PageCompany = { name: string; address: string; nip: string; phone: string; email: string };
type PageData = { company: PageCompany | null };

/** What a prerendered page carries in place of each detail (no spaces: the phone's `tel:` link is the same token). */
export const COMPANY_PLACEHOLDER: PageCompany = {
  name: "%COMPANY_NAME%",
  address: "%COMPANY_ADDRESS%",
  nip: "%COMPANY_NIP%",
  phone: "%COMPANY_PHONE%",
  email: "%COMPANY_EMAIL%",
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c] ?? c);

/** A prerendered page's markup with the company's details in place of COMPANY_PLACEHOLDER (text and links). */
export function fillCompany(html: string, company: PageCompany): string {
  // Replaced by functions: a "$&" in a detail is text, not a replacement pattern.
  const withLink = html.replaceAll(escapeHtml(telHref(COMPANY_PLACEHOLDER.phone)), () => escapeHtml(telHref(company.phone)));
  return (Object.keys(COMPANY_PLACEHOLDER) as (keyof PageCompany)[]).reduce(
    (page, key) => page.replaceAll(COMPANY_PLACEHOLDER[key], () => escapeHtml(company[key])),
    withLink,
  );
}

/** The PageData element for a page's <head> (`<` escaped: the JSON cannot end the element). */
export function pageDataElement(data: PageData, nonce: string): string {
  return `<script type="application/json" id="${PAGE_DATA_ID}" nonce="${nonce}">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;
}

let prerendering: PageData | null = null;
let read: PageData | null = null;

/** The prerender's PageData (COMPANY_PLACEHOLDER), for pages rendered where there is no document. */
export function setPrerenderPageData(data: PageData) {
  prerendering = data;
}

/** This page's data: from the server's element (written by our own server), or none (Vite's dev server, the web tests). */
export function pageData(): PageData {
  if (prerendering) return prerendering;
  if (!read) {
    let parsed: Partial<PageData> | null = null;
    try {
      parsed = JSON.parse(document.getElementById(PAGE_DATA_ID)?.textContent ?? "null") as Partial<PageData> | null;
    } catch {
      // unreadable: as if there were none
    }
    read = { company: parsed?.company ?? null };
  }
  return read;
}
