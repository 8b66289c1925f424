/**
 * The day a run of several builds and tests takes as today. The build's today (SITE_TODAY,
 * src/lib/certificates.ts) decides which certificates and prices are valid and is the date a spec
 * sheet is issued on, so two builds of one run must share it: `npm test` builds the site, tests it
 * for some twenty minutes, then builds it again on the production Node and compares the two byte
 * for byte (scripts/production-node.mjs). A run that crossed midnight UTC between them once failed
 * on every product page's issue date.
 */

/**
 * Sets SITE_TODAY in `environment` to the UTC day of `now` unless it is set already (a test moving
 * time, or a run pinned by hand); returns the day.
 *
 * @param {Record<string, string | undefined>} [environment]
 * @param {Date} [now]
 * @returns {string}
 */
export function pinRunDay(environment = process.env, now = new Date()) {
  if (!environment.SITE_TODAY) environment.SITE_TODAY = now.toISOString().slice(0, 10);
  return environment.SITE_TODAY;
}
