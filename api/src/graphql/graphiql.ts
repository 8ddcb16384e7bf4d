// GraphiQL served from the app's own assets: the page loads its scripts, styles and editor workers
// from /graphiql/* on this origin (the bundle of @graphql-yoga/render-graphiql, loaded on first use),
// never from a third-party CDN on the origin that holds the users' tokens. Its options travel as
// a JSON data block, so the page needs no inline script. GRAPHIQL=on|off decides whether it is
// served at all (config.ts: on in development, off with NODE_ENV=production).

const GRAPHIQL_ASSETS = "/graphiql/";

type Bundle = typeof import("@graphql-yoga/render-graphiql/graphiql");
let bundle: Promise<Bundle> | null = null;
const load = () => (bundle ??= import("@graphql-yoga/render-graphiql/graphiql"));

/** Runs before the bundle: Monaco's editor workers come from this origin too. */
const ENV_JS = `self.MonacoEnvironment = {
  globalAPI: false,
  getWorkerUrl: function (_moduleId, label) {
    var name = label === "json" ? "json" : label === "graphql" ? "graphql" : "editor";
    return ${JSON.stringify(GRAPHIQL_ASSETS)} + name + ".worker.js";
  },
};
`;

// `/graphql#token=zk_…` (from /developers or the profile's API tab) opens GraphiQL with the
// Authorization header filled in. The token travels in the fragment, which browsers never send to
// the server (so no log holds it), and is removed from the address bar at once. An empty token
// fills in a placeholder. The saved tabs are dropped so the header shows in the open tab.
const INIT_JS = `(function () {
  var options = JSON.parse(document.getElementById("graphiql-options").textContent || "{}");
  var match = /(?:^#|&)token=([^&]*)/.exec(location.hash);
  if (match) {
    var token = "";
    try { token = decodeURIComponent(match[1]).replace(/[^\\w.~-]/g, ""); } catch (e) { token = ""; }
    options.headers = JSON.stringify({ Authorization: "Bearer " + (token || "zk_YOUR_TOKEN") }, null, 2);
    options.defaultHeaders = options.headers;
    options.defaultEditorToolsVisibility = "headers";
    try { localStorage.removeItem("graphiql:tabState"); localStorage.removeItem("graphiql:headers"); } catch (e) {}
    history.replaceState(null, "", location.pathname + location.search);
  }
  YogaGraphiQL.renderYogaGraphiQL(document.getElementById("root"), options);
})();
`;

const ASSETS: Record<string, { type: string; body: (b: Bundle) => string }> = {
  "env.js": { type: "text/javascript; charset=utf-8", body: () => ENV_JS },
  "init.js": { type: "text/javascript; charset=utf-8", body: () => INIT_JS },
  "yoga-graphiql.js": { type: "text/javascript; charset=utf-8", body: (b) => b.js },
  "graphiql.css": { type: "text/css; charset=utf-8", body: (b) => b.css },
  "editor.worker.js": { type: "text/javascript; charset=utf-8", body: (b) => b.editorWorkerService },
  "json.worker.js": { type: "text/javascript; charset=utf-8", body: (b) => b.jsonWorker },
  "graphql.worker.js": { type: "text/javascript; charset=utf-8", body: (b) => b.graphqlWorker },
};

/** Inside <script type="application/json">: nothing in the JSON may close the element. */
const jsonBlock = (value: unknown) => JSON.stringify(value ?? {}).replace(/</g, "\\u003c");
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Yoga's `renderGraphiQL`: the page, with only same-origin scripts and styles. */
export function renderGraphiQL(options?: { title?: string }): string {
  const a = GRAPHIQL_ASSETS;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${escapeHtml(options?.title ?? "GraphiQL")}</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="${a}graphiql.css" />
  </head>
  <body id="body" class="no-focus-outline">
    <noscript>You need to enable JavaScript to run GraphiQL.</noscript>
    <div id="root"></div>
    <script type="application/json" id="graphiql-options">${jsonBlock(options)}</script>
    <script src="${a}env.js"></script>
    <script src="${a}yoga-graphiql.js"></script>
    <script src="${a}init.js"></script>
  </body>
</html>
`;
}

/** GET /graphiql/<asset>; null for any other path. */
export async function serveGraphiQLAsset(request: Request, pathname: string): Promise<Response | null> {
  if (!pathname.startsWith(GRAPHIQL_ASSETS)) return null;
  const asset = Object.hasOwn(ASSETS, pathname.slice(GRAPHIQL_ASSETS.length)) ? ASSETS[pathname.slice(GRAPHIQL_ASSETS.length)] : undefined;
  if (!asset) return null;
  if (request.method !== "GET" && request.method !== "HEAD") return new Response("Method Not Allowed", { status: 405 });
  const body = asset.body(await load());
  return new Response(request.method === "HEAD" ? null : body, {
    headers: { "content-type": asset.type, "cache-control": "public, max-age=3600" },
  });
}
