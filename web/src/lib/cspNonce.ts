/**
 * The Content-Security-Policy nonce the server gave this page load (Vite's `csp-nonce` meta tag in
 * index.html), for the <style> elements Ant Design injects. Undefined in the Vite dev server, which
 * serves the unreplaced placeholder and no CSP.
 */
export function cspNonce(): string | undefined {
  if (typeof document === "undefined") return undefined;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute("nonce") || "";
  return nonce && nonce !== "__CSP_NONCE__" ? nonce : undefined;
}
