// Imported first by the scripts that time the app in process (`npm run bench`, profile-list.ts), so
// that the app's libraries load as deployed (README: production runs with NODE_ENV=production). It
// matters to graphql-js, which otherwise checks every `instanceof` for a second copy of itself (a
// development aid: 4 % of the 350-trip list's CPU). The app's own settings come from the scripts'
// options, not from the environment, so nothing else changes.
process.env.NODE_ENV = "production";
