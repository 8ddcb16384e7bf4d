import { cspNonce } from "./cspNonce.ts";

/**
 * Gives every <style> element this page's scripts create the page's CSP nonce. Ant Design passes
 * the nonce to its own styles (ConfigProvider `csp`), but two helpers it uses do not: the scroll
 * lock of modals and drawers and the scrollbar measurement of tables (@rc-component/util's
 * updateCSS without `csp`). Markup injected as HTML (innerHTML) does not go through createElement,
 * so an injected <style> is still refused by the policy.
 */
export function applyStyleNonce(): void {
  const nonce = cspNonce();
  if (!nonce) return;
  const create = Object.getOwnPropertyDescriptor(Document.prototype, "createElement")?.value as (
    this: Document,
    tagName: string,
    options?: ElementCreationOptions,
  ) => HTMLElement;
  Document.prototype.createElement = function createElement(this: Document, tagName: string, options?: ElementCreationOptions) {
    const element = create.call(this, tagName, options);
    if (element instanceof HTMLStyleElement) element.nonce = nonce;
    return element;
  };
}
