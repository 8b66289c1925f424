/**
 * The CMS workspace: a clone of the developer's repository that decap-server (the CMS's local
 * backend, MODE=git) works in under the editorial workflow. decap-server checks branches out and
 * commits with `git add .` in the repository it is given, so it is never given the developer's
 * working copy: here a draft is a branch cms/<collection>/<entry> whose status is the branch's
 * description, and Publish merges it into this clone's main. The developer brings the published
 * commits into their branch with `git pull <workspace> main` (pullCommand).
 *
 * Used by `npm run cms` (scripts/cms.mjs) and the editorial workflow's end-to-end test
 * (tests/e2e/cms-workflow.spec.ts).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { DRAFT_BRANCH_PREFIX } from "../plugins/decap-cms/local-backend.mjs";

/** The default workspace's folder name, inside the repository's git directory. */
export const WORKSPACE_FOLDER = "cms-workspace";

/** The branch prefix of a draft, kept beside the local backend's proxy that reads drafts too. */
export { DRAFT_BRANCH_PREFIX };

/** A draft's status as decap-server keeps it ("decap-cms/<status>", the branch's description), by the name the editor shows. */
const STATUS_LABEL_PREFIX = "decap-cms/";
export const DRAFT_STATUS_NAMES = { draft: "Draft", pending_review: "In review", pending_publish: "Ready" };

/** Identity for the workspace's commits when neither the workspace nor the developer's repository has one (a CI machine). */
export const FALLBACK_IDENTITY = { name: "Content editor (local)", email: "content-editor@localhost" };

/**
 * Where the workspace lives: CMS_WORKSPACE (relative to `source`), or by default inside the
 * repository's git directory, which no tool of the site scans, neither `npm ci` nor
 * `git clean` removes, and every worktree of the repository shares.
 *
 * @param {string} source the developer's repository (any folder in it)
 * @param {Record<string, string | undefined>} [env]
 * @returns {string}
 */
export function cmsWorkspacePath(source, env = process.env) {
  if (env.CMS_WORKSPACE) return path.resolve(source, env.CMS_WORKSPACE);
  return path.join(path.resolve(source, git(source, ["rev-parse", "--git-common-dir"])), WORKSPACE_FOLDER);
}

/**
 * How the workspace's main stands against the developer's main, from
 * `git rev-list --left-right --count <workspace main>...<developer's main>`.
 *
 * @param {{ ahead: number, behind: number }} counts commits only the workspace's main has, and only the developer's has
 * @returns {"up to date" | "fast-forward" | "ahead" | "diverged"}
 */
export function syncState({ ahead, behind }) {
  if (ahead === 0) return behind === 0 ? "up to date" : "fast-forward";
  return behind === 0 ? "ahead" : "diverged";
}

/**
 * The drafts and their statuses, from `git config --get-regexp` of the branches' descriptions
 * and the list of local branches.
 *
 * @param {string} branchList `git for-each-ref --format=%(refname:short) refs/heads/`
 * @param {string} descriptions `git config --get-regexp ^branch\..*\.description$`
 * @returns {{ branch: string, status: string }[]} status: "Draft", "In review", "Ready", or the raw description
 */
export function parseDrafts(branchList, descriptions) {
  /** @type {Map<string, string>} */
  const labels = new Map();
  for (const line of descriptions.split("\n")) {
    const match = /^branch\.(.+)\.description (.*)$/.exec(line);
    if (match) labels.set(match[1], match[2].trim());
  }
  return branchList
    .split("\n")
    .filter((branch) => branch.startsWith(DRAFT_BRANCH_PREFIX))
    .map((branch) => ({ branch, status: statusName(labels.get(branch) ?? "") }));
}

/** @param {string} label */
function statusName(label) {
  const status = label.startsWith(STATUS_LABEL_PREFIX) ? label.slice(STATUS_LABEL_PREFIX.length) : label;
  return Object.hasOwn(DRAFT_STATUS_NAMES, status) ? DRAFT_STATUS_NAMES[/** @type {keyof typeof DRAFT_STATUS_NAMES} */ (status)] : status || "no status";
}

/**
 * The command that brings the workspace's published commits into the developer's current branch.
 * When that branch has commits of its own it says to merge: git (2.33 and later) refuses to pull
 * diverged branches until told how, and a merge neither rewrites the developer's commits nor
 * needs a clean working tree.
 *
 * @param {string} workspace
 * @param {string} [branch]
 * @param {{ fastForward?: boolean }} [options]
 */
export function pullCommand(workspace, branch = "main", { fastForward = true } = {}) {
  return `git pull ${fastForward ? "" : "--no-rebase "}${shellQuote(workspace)} ${shellQuote(branch)}`;
}

/** @param {string} word */
function shellQuote(word) {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

/**
 * @typedef {{ hash: string, subject: string }} Commit
 * @typedef {{ commits: Commit[], developerBranch: string, fastForward: boolean, command: string }} Unpulled
 * @typedef {{
 *   source: string,
 *   workspace: string,
 *   branch: string,
 *   state: "cloned" | "fast-forwarded" | "up to date" | "ahead" | "diverged",
 *   behind: number,
 *   movedToBranch: boolean,
 *   identity: { name: string, email: string, set: boolean },
 *   drafts: { branch: string, status: string }[],
 *   unpulled: Unpulled,
 * }} CmsWorkspace
 */

/**
 * Makes the workspace ready for decap-server: clones `source` into it if it is absent, or else
 * fetches the source's `branch` and fast-forwards the workspace's to it when it can. It never
 * discards a draft or a published commit the developer has not pulled: a workspace whose main
 * has diverged from the developer's is kept as it is (state "diverged"). It refuses a workspace
 * that is the developer's own working copy or a folder inside it, and one with uncommitted
 * changes (decap-server stopped in the middle of a save), naming what to look at.
 *
 * @param {{ source: string, workspace?: string, branch?: string }} options
 * @returns {CmsWorkspace}
 */
export function prepareCmsWorkspace({ source, workspace, branch = "main" }) {
  const sourceRoot = git(source, ["rev-parse", "--show-toplevel"]);
  if (!tryGit(sourceRoot, ["rev-parse", "--verify", "--quiet", `refs/heads/${branch}^{commit}`]).ok) {
    throw new Error(`${sourceRoot} has no branch ${branch}, which the content editor publishes to.`);
  }
  const target = path.resolve(workspace ?? cmsWorkspacePath(sourceRoot));
  // Inside the working copy (but not in its git directory) a clone would be in everything the
  // developer's tools scan and `git add .` takes, or would be the working copy itself.
  const gitDir = path.resolve(sourceRoot, git(sourceRoot, ["rev-parse", "--git-common-dir"]));
  const within = (folder) => {
    const relative = path.relative(folder, target);
    return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
  };
  if (within(sourceRoot) && !within(gitDir)) {
    throw new Error(`The CMS workspace ${target} is inside your working copy (${sourceRoot}), where decap-server would commit in it or your tools would scan it; set CMS_WORKSPACE to a folder outside it.`);
  }
  const exists = fs.existsSync(target) && fs.readdirSync(target).length > 0;
  /** @type {CmsWorkspace["state"]} */
  let state = "cloned";
  let behind = 0;
  let movedToBranch = false;
  if (!exists) {
    git(sourceRoot, ["clone", "--quiet", "--branch", branch, "--", sourceRoot, target]);
  } else {
    const top = tryGit(target, ["rev-parse", "--show-toplevel"]);
    if (!top.ok || fs.realpathSync(top.stdout) !== fs.realpathSync(target)) {
      throw new Error(`The CMS workspace ${target} is not empty and is not a repository of its own; set CMS_WORKSPACE to another folder.`);
    }
    const changes = git(target, ["status", "--porcelain", "--untracked-files=all"]);
    if (changes) {
      throw new Error(
        `The CMS workspace ${target} has uncommitted changes (a save interrupted?), which the next draft would take in:\n${changes}\n` +
          `Look at them there (git -C ${shellQuote(target)} status), then commit or discard them.`,
      );
    }
    if (tryGit(target, ["symbolic-ref", "--quiet", "--short", "HEAD"]).stdout !== branch) {
      // decap-server returns to whatever branch it found checked out, and publishes into that one.
      git(target, ["checkout", "--quiet", branch]);
      movedToBranch = true;
    }
    if (tryGit(target, ["remote", "get-url", "origin"]).stdout !== sourceRoot) {
      if (tryGit(target, ["remote", "get-url", "origin"]).ok) git(target, ["remote", "set-url", "origin", sourceRoot]);
      else git(target, ["remote", "add", "origin", sourceRoot]);
    }
    git(target, ["fetch", "--quiet", "--no-tags", "origin", `+refs/heads/${branch}:refs/remotes/origin/${branch}`]);
    const [ahead, behindCount] = git(target, ["rev-list", "--left-right", "--count", `${branch}...origin/${branch}`]).split(/\s+/).map(Number);
    const sync = syncState({ ahead: ahead ?? 0, behind: behindCount ?? 0 });
    if (sync === "fast-forward") {
      git(target, ["merge", "--quiet", "--ff-only", `origin/${branch}`]);
      state = "fast-forwarded";
    } else {
      state = sync;
      if (sync === "diverged") behind = behindCount ?? 0;
    }
  }
  return {
    source: sourceRoot,
    workspace: target,
    branch,
    state,
    behind,
    movedToBranch,
    identity: ensureIdentity(target, sourceRoot),
    drafts: parseDrafts(
      git(target, ["for-each-ref", "--format=%(refname:short)", "refs/heads/"]),
      tryGit(target, ["config", "--get-regexp", "^branch\\..*\\.description$"]).stdout,
    ),
    unpulled: unpulledCommits({ source: sourceRoot, workspace: target, branch }),
  };
}

/**
 * The workspace's commits the developer has not pulled: on its main, and neither on the
 * developer's main nor on their current branch. Read in the developer's repository with the
 * workspace's objects lent for the one command (GIT_ALTERNATE_OBJECT_DIRECTORIES), so nothing
 * there is written.
 *
 * @param {{ source: string, workspace: string, branch?: string }} options
 * @returns {Unpulled}
 */
export function unpulledCommits({ source, workspace, branch = "main" }) {
  const published = git(workspace, ["rev-parse", "--verify", `refs/heads/${branch}^{commit}`]);
  const lent = { GIT_ALTERNATE_OBJECT_DIRECTORIES: path.resolve(workspace, git(workspace, ["rev-parse", "--git-path", "objects"])) };
  const log = git(source, ["log", "--format=%H%x1f%s", published, "--not", `refs/heads/${branch}`, "HEAD", "--"], lent);
  const fastForward = tryGit(source, ["merge-base", "--is-ancestor", "HEAD", published], lent).ok;
  const current = tryGit(source, ["symbolic-ref", "--quiet", "--short", "HEAD"]);
  return {
    commits: log
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [hash = "", subject = ""] = line.split("\x1f");
        return { hash, subject };
      }),
    developerBranch: current.ok ? current.stdout : "HEAD (detached)",
    fastForward,
    command: pullCommand(workspace, branch, { fastForward }),
  };
}

/**
 * What to tell the developer when the editor starts.
 *
 * @param {CmsWorkspace} prepared
 * @returns {string[]}
 */
export function describeWorkspace(prepared) {
  const { workspace, branch, state, behind, drafts, unpulled, identity } = prepared;
  const mainState = {
    cloned: `cloned from your ${branch}`,
    "fast-forwarded": `brought up to your ${branch}`,
    "up to date": `the same as your ${branch}`,
    ahead: `your ${branch} and what was published since`,
    diverged:
      `diverged from your ${branch} (${behind} commit${behind === 1 ? "" : "s"} of yours it does not have), kept as it is: ` +
      `drafts are made on it. Pull what was published (below), then restart npm run cms.`,
  }[state];
  return [
    `Content editor workspace: ${workspace}`,
    `  A clone of this repository, which the editor's backend (decap-server) works in; your working copy is left alone.`,
    `  Save makes a draft there: a branch ${DRAFT_BRANCH_PREFIX}<collection>/<entry>; its status (Draft, In review, Ready) is the branch's description.`,
    `  Publish merges the draft into the workspace's ${branch}: a commit there, not in your working copy.`,
    `  Its ${branch}: ${mainState}`,
    ...(prepared.movedToBranch ? [`  It was left on another branch; ${branch} is checked out again.`] : []),
    ...(identity.set ? [`  Its commits are made as ${identity.name} <${identity.email}> (set in the workspace only).`] : []),
    drafts.length === 0 ? "  No drafts." : `  Drafts: ${drafts.map((draft) => `${draft.branch} (${draft.status})`).join(", ")}`,
    ...describeUnpulled(unpulled).map((line) => `  ${line}`),
  ];
}

/**
 * The published commits the developer has not pulled, and the command that pulls them; printed
 * when the editor starts and when it stops.
 *
 * @param {Unpulled} unpulled
 * @returns {string[]}
 */
export function describeUnpulled({ commits, developerBranch, fastForward, command }) {
  if (commits.length === 0) return [`Nothing published that ${developerBranch} does not have.`];
  const count = `${commits.length} published commit${commits.length === 1 ? "" : "s"}`;
  const them = commits.length === 1 ? "it" : "them";
  return [
    `${count} not in ${developerBranch} yet:`,
    ...commits.map(({ hash, subject }) => `  ${hash.slice(0, 10)} ${subject}`),
    fastForward
      ? `Bring ${them} into ${developerBranch}: ${command}`
      : `Bring ${them} into ${developerBranch}, which has commits of its own, with a merge: ${command}`,
  ];
}

/**
 * Gives the workspace the identity the developer commits with in their repository (which may be
 * set in that repository only), or, if they have none and the workspace has none either (a CI
 * machine), a stand-in, so decap-server's commits work anywhere. Set in the workspace only.
 *
 * @param {string} workspace
 * @param {string} source
 * @returns {CmsWorkspace["identity"]}
 */
function ensureIdentity(workspace, source) {
  let set = false;
  /** @param {"name" | "email"} key */
  const resolve = (key) => {
    const developers = tryGit(source, ["config", "--get", `user.${key}`]).stdout;
    const current = tryGit(workspace, ["config", "--get", `user.${key}`]).stdout;
    const wanted = developers || current || FALLBACK_IDENTITY[key];
    if (current !== wanted) {
      git(workspace, ["config", "--local", `user.${key}`, wanted]);
      set = true;
    }
    return wanted;
  };
  const name = resolve("name");
  const email = resolve("email");
  return { name, email, set };
}

/**
 * The environment for git without the variables that would point it at another repository (set
 * when this runs from a git hook).
 */
function gitEnv() {
  const env = { ...process.env };
  for (const name of ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY", "GIT_ALTERNATE_OBJECT_DIRECTORIES", "GIT_COMMON_DIR"]) {
    delete env[name];
  }
  return env;
}

/**
 * @param {string} cwd
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 * @returns {{ ok: boolean, stdout: string, stderr: string }}
 */
function tryGit(cwd, args, env = {}) {
  const result = spawnSync("git", args, { cwd, encoding: "utf8", env: { ...gitEnv(), ...env } });
  if (result.error) throw result.error;
  return { ok: result.status === 0, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

/**
 * @param {string} cwd
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function git(cwd, args, env = {}) {
  const result = tryGit(cwd, args, env);
  if (!result.ok) throw new Error(`git ${args.join(" ")} (in ${cwd}) failed: ${result.stderr}`);
  return result.stdout;
}
