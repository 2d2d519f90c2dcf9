/**
 * How the tests, the e2e servers and the scripts start the server's Node process from the
 * repository root: the sources through tsx, so they never run a stale build (`npm start` runs the
 * compiled bundle with the same young generation, scripts/start.mjs). A 64 MB young generation
 * lets each request's short-lived garbage die young: with Node's default it is promoted and later
 * collected by full mark-compact pauses (about 50 ms under load), which set the p99 of the dashboard's reads (decision 032).
 */
export const SERVER_NODE_ARGS = ['--max-semi-space-size=64', '--import', 'tsx', 'apps/server/src/main.ts'];
