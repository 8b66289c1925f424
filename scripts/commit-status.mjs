#!/usr/bin/env node
/**
 * Sets a commit status on GitHub (the workflow, .github/workflows/site.yml): the deploy preview of
 * a pull request, whose context holds "deploy" so the content editor shows "View preview" for the
 * draft, and "Live" on a published commit once the site serves it. Needs GITHUB_TOKEN (with
 * `statuses: write`), GITHUB_REPOSITORY and GITHUB_API_URL, as GitHub Actions sets them.
 *
 * Usage: node scripts/commit-status.mjs <commit> <state: pending|success|failure|error> <context> <description> [<target url>]
 */
const [sha, state, context, description, targetUrl] = process.argv.slice(2);
const { GITHUB_TOKEN, GITHUB_REPOSITORY, GITHUB_API_URL = "https://api.github.com" } = process.env;

if (!sha || !["pending", "success", "failure", "error"].includes(state ?? "") || !context || !description) {
  console.error("Usage: node scripts/commit-status.mjs <commit> <pending|success|failure|error> <context> <description> [<target url>]");
  process.exit(2);
}
if (!GITHUB_TOKEN || !GITHUB_REPOSITORY) {
  console.log(`No GITHUB_TOKEN or GITHUB_REPOSITORY: not setting "${context}" (${state}: ${description}).`);
  process.exit(0);
}

const response = await fetch(`${GITHUB_API_URL}/repos/${GITHUB_REPOSITORY}/statuses/${sha}`, {
  method: "POST",
  headers: { Authorization: `Bearer ${GITHUB_TOKEN}`, Accept: "application/vnd.github+json", "X-GitHub-Api-Version": "2022-11-28" },
  // GitHub takes at most 140 characters of description.
  body: JSON.stringify({ state, context, description: description.slice(0, 140), ...(targetUrl ? { target_url: targetUrl } : {}) }),
});
if (!response.ok) {
  console.error(`GitHub did not set the status "${context}": ${response.status} ${await response.text()}`);
  process.exit(1);
}
console.log(`Commit ${sha.slice(0, 7)}: ${context} ${state}: ${description}${targetUrl ? ` (${targetUrl})` : ""}`);
