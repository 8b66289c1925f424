/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  cmsWorkspacePath,
  describeUnpulled,
  describeWorkspace,
  FALLBACK_IDENTITY,
  parseDrafts,
  prepareCmsWorkspace,
  pullCommand,
  syncState,
  unpulledCommits,
  type CmsWorkspace,
} from "../../../scripts/cms-workspace.mjs";

test("the workspace's main is fast-forwarded only when it has nothing of its own", () => {
  expect(syncState({ ahead: 0, behind: 0 })).toBe("up to date");
  expect(syncState({ ahead: 0, behind: 3 })).toBe("fast-forward");
  expect(syncState({ ahead: 2, behind: 0 })).toBe("ahead");
  expect(syncState({ ahead: 2, behind: 3 })).toBe("diverged");
});

test("drafts are the cms/ branches, with their status by the editor's names", () => {
  const branches = ["cms/catalogue/products", "cms/pages/about", "cms/pages/home", "cms/pages/site", "main", "notes"].join("\n");
  const descriptions = [
    "branch.cms/catalogue/products.description decap-cms/pending_review",
    "branch.cms/pages/about.description decap-cms/draft",
    "branch.cms/pages/home.description decap-cms/pending_publish",
    "branch.notes.description my notes",
  ].join("\n");
  expect(parseDrafts(branches, descriptions)).toEqual([
    { branch: "cms/catalogue/products", status: "In review" },
    { branch: "cms/pages/about", status: "Draft" },
    { branch: "cms/pages/home", status: "Ready" },
    { branch: "cms/pages/site", status: "no status" },
  ]);
  expect(parseDrafts("main", "")).toEqual([]);
});

test("the pull command quotes a path a shell would split", () => {
  expect(pullCommand("/home/dev/site/.git/cms-workspace")).toBe("git pull /home/dev/site/.git/cms-workspace main");
  expect(pullCommand("/home/dev/my site/.git/cms-workspace", "trunk")).toBe("git pull '/home/dev/my site/.git/cms-workspace' trunk");
  expect(pullCommand("/tmp/it's")).toBe(`git pull '/tmp/it'\\''s' main`);
  // git refuses to pull into a branch with commits of its own until told how: a merge, which keeps them as they are.
  expect(pullCommand("/repo/.git/cms-workspace", "main", { fastForward: false })).toBe("git pull --no-rebase /repo/.git/cms-workspace main");
});

test("what is printed names the workspace, where drafts and published commits are, and the command", () => {
  const unpulled = {
    commits: [{ hash: "0123456789abcdef0123456789abcdef01234567", subject: "Update Products “products”" }],
    developerBranch: "main",
    fastForward: true,
    command: "git pull /repo/.git/cms-workspace main",
  };
  expect(describeUnpulled(unpulled)).toEqual([
    "1 published commit not in main yet:",
    "  0123456789 Update Products “products”",
    "Bring it into main: git pull /repo/.git/cms-workspace main",
  ]);
  expect(describeUnpulled({ ...unpulled, commits: [] })).toEqual(["Nothing published that main does not have."]);
  expect(describeUnpulled({ ...unpulled, fastForward: false, command: "git pull --no-rebase /repo/.git/cms-workspace main" })[2]).toBe(
    "Bring it into main, which has commits of its own, with a merge: git pull --no-rebase /repo/.git/cms-workspace main",
  );
  const prepared: CmsWorkspace = {
    source: "/repo",
    workspace: "/repo/.git/cms-workspace",
    branch: "main",
    state: "diverged",
    behind: 2,
    movedToBranch: false,
    identity: { name: "Content editor (local)", email: "content-editor@localhost", set: true },
    drafts: [{ branch: "cms/pages/about", status: "In review" }],
    unpulled,
  };
  const text = describeWorkspace(prepared).join("\n");
  expect(text).toContain("Content editor workspace: /repo/.git/cms-workspace");
  expect(text).toContain("a branch cms/<collection>/<entry>");
  expect(text).toContain("Publish merges the draft into the workspace's main");
  expect(text).toContain("diverged from your main (2 commits of yours it does not have)");
  expect(text).toContain("Drafts: cms/pages/about (In review)");
  expect(text).toContain("as Content editor (local) <content-editor@localhost>");
  expect(text).toContain("Bring it into main: git pull /repo/.git/cms-workspace main");
});

describe("with real repositories", () => {
  let scratch: string;
  const saved = { global: process.env.GIT_CONFIG_GLOBAL, noSystem: process.env.GIT_CONFIG_NOSYSTEM, workspace: process.env.CMS_WORKSPACE };

  function git(cwd: string, ...args: string[]): string {
    const result = spawnSync("git", args, { cwd, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`);
    return result.stdout.trimEnd();
  }
  const commit = (repo: string, file: string, text: string) => {
    fs.writeFileSync(path.join(repo, file), text);
    git(repo, "add", file);
    git(repo, "-c", "user.name=Developer", "-c", "user.email=dev@example.com", "commit", "--quiet", "-m", `${file}: ${text}`);
    return git(repo, "rev-parse", "HEAD");
  };
  /** A developer's repository with one commit on main, a modified file and an untracked one. */
  const developerRepo = () => {
    const repo = fs.mkdtempSync(path.join(scratch, "developer-"));
    git(repo, "init", "--quiet", "--initial-branch=main");
    commit(repo, "products.json", "{}\n");
    fs.writeFileSync(path.join(repo, "products.json"), "{ uncommitted }\n");
    fs.writeFileSync(path.join(repo, "untracked.txt"), "mine\n");
    return repo;
  };
  const IDENTITY = { GIT_AUTHOR_NAME: "Developer", GIT_AUTHOR_EMAIL: "dev@example.com", GIT_COMMITTER_NAME: "Developer", GIT_COMMITTER_EMAIL: "dev@example.com" };
  const status = (repo: string) => git(repo, "--no-optional-locks", "status", "--porcelain");

  beforeAll(() => {
    scratch = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "cms-workspace-test-")));
    // No identity or settings of this machine's: as on a CI runner.
    fs.writeFileSync(path.join(scratch, "gitconfig"), "");
    process.env.GIT_CONFIG_GLOBAL = path.join(scratch, "gitconfig");
    process.env.GIT_CONFIG_NOSYSTEM = "1";
    delete process.env.CMS_WORKSPACE;
  });
  afterAll(() => {
    for (const [name, value] of [["GIT_CONFIG_GLOBAL", saved.global], ["GIT_CONFIG_NOSYSTEM", saved.noSystem], ["CMS_WORKSPACE", saved.workspace]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  test("by default the workspace is in the repository's git directory, shared by its worktrees; CMS_WORKSPACE moves it", () => {
    const repo = developerRepo();
    expect(cmsWorkspacePath(repo, {})).toBe(path.join(repo, ".git", "cms-workspace"));
    git(repo, "worktree", "add", "--quiet", "-b", "feature", path.join(repo, "..", `${path.basename(repo)}-feature`));
    expect(cmsWorkspacePath(path.join(repo, "..", `${path.basename(repo)}-feature`), {})).toBe(path.join(repo, ".git", "cms-workspace"));
    expect(cmsWorkspacePath(repo, { CMS_WORKSPACE: "../elsewhere" })).toBe(path.join(path.dirname(repo), "elsewhere"));
  });

  test("a first run clones main, with an identity that lets decap-server commit, and leaves the developer's copy alone", () => {
    const repo = developerRepo();
    const head = git(repo, "rev-parse", "HEAD");
    const before = status(repo);
    const prepared = prepareCmsWorkspace({ source: repo });
    expect(prepared).toMatchObject({
      workspace: path.join(repo, ".git", "cms-workspace"),
      state: "cloned",
      identity: { ...FALLBACK_IDENTITY, set: true },
      drafts: [],
      unpulled: { commits: [], developerBranch: "main" },
    });
    const workspace = prepared.workspace;
    expect(git(workspace, "rev-parse", "main")).toBe(head);
    expect(git(workspace, "config", "--local", "user.name")).toBe(FALLBACK_IDENTITY.name);
    expect(status(workspace)).toBe("");
    // decap-server's own commit, as it makes it.
    fs.writeFileSync(path.join(workspace, "products.json"), '{ "name": "New" }\n');
    git(workspace, "add", ".");
    git(workspace, "commit", "--quiet", "--no-verify", "--no-gpg-sign", "-m", "Update Products “products”");
    expect(git(repo, "rev-parse", "HEAD")).toBe(head);
    expect(status(repo)).toBe(before);
    expect(before).toBe(" M products.json\n?? untracked.txt");
  });

  test("the developer's own identity for the repository is the workspace's", () => {
    const repo = developerRepo();
    git(repo, "config", "user.name", "Asha Patel");
    git(repo, "config", "user.email", "asha@example.com");
    expect(prepareCmsWorkspace({ source: repo }).identity).toEqual({ name: "Asha Patel", email: "asha@example.com", set: true });
    expect(prepareCmsWorkspace({ source: repo }).identity).toEqual({ name: "Asha Patel", email: "asha@example.com", set: false });
  });

  test("published commits are kept until pulled, the workspace follows the developer's main, and a diverged main is kept as it is", () => {
    const repo = developerRepo();
    const { workspace } = prepareCmsWorkspace({ source: repo });
    git(workspace, "checkout", "--quiet", "-b", "cms/pages/about");
    const draft = commit(workspace, "about.json", "draft\n");
    git(workspace, "config", "branch.cms/pages/about.description", "decap-cms/pending_review");
    git(workspace, "checkout", "--quiet", "main");
    const published = commit(workspace, "products.json", "published\n");

    const ahead = prepareCmsWorkspace({ source: repo });
    expect(ahead).toMatchObject({ state: "ahead", drafts: [{ branch: "cms/pages/about", status: "In review" }] });
    expect(ahead.unpulled.commits).toEqual([{ hash: published, subject: "products.json: published" }]);
    expect(git(workspace, "rev-parse", "main")).toBe(published);

    // The developer pulls into a feature branch: published, as far as they are concerned.
    git(repo, "-c", "user.name=Developer", "-c", "user.email=dev@example.com", "stash", "--quiet", "--include-untracked");
    git(repo, "checkout", "--quiet", "-b", "feature");
    git(repo, "pull", "--quiet", "--ff-only", workspace, "main");
    expect(unpulledCommits({ source: repo, workspace })).toMatchObject({ commits: [], developerBranch: "feature" });
    git(repo, "checkout", "--quiet", "main");
    git(repo, "merge", "--quiet", "--ff-only", "feature");
    expect(prepareCmsWorkspace({ source: repo })).toMatchObject({ state: "up to date" });

    const developers = commit(repo, "home.json", "developer's\n");
    const forwarded = prepareCmsWorkspace({ source: repo });
    expect(forwarded).toMatchObject({ state: "fast-forwarded", drafts: [{ branch: "cms/pages/about" }] });
    expect(git(workspace, "rev-parse", "main")).toBe(developers);
    expect(git(workspace, "rev-parse", "cms/pages/about")).toBe(draft);

    const second = commit(workspace, "products.json", "published again\n");
    commit(repo, "home.json", "developer's again\n");
    const diverged = prepareCmsWorkspace({ source: repo });
    expect(diverged).toMatchObject({ state: "diverged", behind: 1 });
    expect(diverged.unpulled.commits.map((commit) => commit.hash)).toEqual([second]);
    expect(git(workspace, "rev-parse", "main")).toBe(second);
    expect(diverged.unpulled).toMatchObject({ fastForward: false, command: `git pull --no-rebase ${workspace} main` });

    // The command given works as it is, and then the workspace follows the developer's main again.
    const pull = spawnSync(diverged.unpulled.command, { cwd: repo, shell: true, encoding: "utf8", env: { ...process.env, ...IDENTITY } });
    expect({ status: pull.status, stderr: pull.stderr }).toMatchObject({ status: 0 });
    expect(prepareCmsWorkspace({ source: repo })).toMatchObject({ state: "fast-forwarded", unpulled: { commits: [] } });
  });

  test("a workspace left on a draft is put back on main; one with uncommitted changes is refused and left as it is", () => {
    const repo = developerRepo();
    const { workspace } = prepareCmsWorkspace({ source: repo });
    git(workspace, "checkout", "--quiet", "-b", "cms/pages/home");
    expect(prepareCmsWorkspace({ source: repo })).toMatchObject({ movedToBranch: true });
    expect(git(workspace, "symbolic-ref", "--short", "HEAD")).toBe("main");

    fs.writeFileSync(path.join(workspace, "half-saved.json"), "{}\n");
    expect(() => prepareCmsWorkspace({ source: repo })).toThrow(/has uncommitted changes[^]*half-saved\.json/);
    expect(fs.existsSync(path.join(workspace, "half-saved.json"))).toBe(true);
  });

  test("the developer's working copy, or a folder of it, is never taken as the workspace", () => {
    const repo = developerRepo();
    fs.mkdirSync(path.join(repo, "content"));
    fs.writeFileSync(path.join(repo, "content", "site.json"), "{}\n");
    expect(() => prepareCmsWorkspace({ source: repo, workspace: repo })).toThrow(/is inside your working copy/);
    expect(() => prepareCmsWorkspace({ source: repo, workspace: path.join(repo, "content") })).toThrow(/is inside your working copy/);
    // Not there yet: it would be cloned as a repository inside the developer's.
    expect(() => prepareCmsWorkspace({ source: repo, workspace: path.join(repo, "cms-drafts") })).toThrow(/is inside your working copy/);
    expect(fs.existsSync(path.join(repo, "cms-drafts"))).toBe(false);
    expect(git(repo, "branch", "--list")).toBe("* main");
    expect(() => prepareCmsWorkspace({ source: developerRepo(), branch: "trunk" })).toThrow(/has no branch trunk/);
  });
});
