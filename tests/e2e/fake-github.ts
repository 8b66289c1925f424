/**
 * GitHub, as the content editor meets it in production, on this machine: the part of GitHub's
 * REST API that Decap's GitHub backend (decap-cms-backend-github's API.ts, REST, the editorial
 * workflow) and the editor's own reads (plugins/decap-cms/editor/repository.ts) ask of it, answered from a bare git
 * repository with git's own plumbing, so every sha, tree and merge is git's. Pull requests and
 * their labels, which git does not have, are kept here.
 *
 * It answers requests a page makes to https://api.github.com (Playwright's routing), so the
 * editor runs as built, with its production configuration and security policy. Any request it
 * does not know is answered 501 and listed in `unknown`, for the test to refuse.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BrowserContext, Request, Route } from "@playwright/test";

export const GITHUB_API = "https://api.github.com";
/** Whose token the editor holds: the staff member signed in. */
export const STAFF = { login: "staff-member", name: "Staff Member", email: "staff@example.com" };
/** The token GitHub gave them at sign-in; any other is refused. */
export const STAFF_TOKEN = "fake-token";
/** A second member of staff, signed in elsewhere at the same time, with a token of her own. */
export const SECOND_STAFF = { login: "priya-shah", name: "Priya Shah", email: "priya@example.com" };
export const SECOND_STAFF_TOKEN = "fake-token-2";

type User = typeof STAFF;
const USERS: Record<string, User> = { [`token ${STAFF_TOKEN}`]: STAFF, [`token ${SECOND_STAFF_TOKEN}`]: SECOND_STAFF };

interface PullRequest {
  number: number;
  title: string;
  head: string;
  base: string;
  labels: string[];
  state: "open" | "closed";
  mergedAt: string | null;
  updatedAt: string;
  /** Who opened it. */
  by: string;
}

interface Answer {
  status: number;
  body?: unknown;
  /** Sent as it is (a raw file), not as JSON. */
  raw?: Buffer;
}

const json = (body: unknown, status = 200): Answer => ({ status, body });
const notFound = (message = "Not Found"): Answer => json({ message }, 404);

export class FakeGitHub {
  /** Requests answered, as "METHOD /path?query". */
  readonly requests: string[] = [];
  /** Requests this fake does not know (answered 501). */
  readonly unknown: string[] = [];
  /** Branch updates (PATCH of a ref), in order: whether each was forced, and by whom. */
  readonly refUpdates: { ref: string; force: boolean; by: string }[] = [];
  /** How many times GitHub's status page was asked whether the API is up. */
  statusAsked = 0;
  private readonly pulls: PullRequest[] = [];
  /** The faults a test put in front of the API (fault), first come first asked. */
  private readonly faults: { hit: (request: Request) => boolean; answer: (route: Route) => Promise<void> }[] = [];
  /** The repository's owner, as GitHub names a branch of it ("owner:branch"). */
  private readonly owner: string;

  private constructor(
    /** The bare repository GitHub keeps. */
    readonly dir: string,
    /** "owner/name", as the editor's configuration names it. */
    readonly repo: string,
  ) {
    this.owner = repo.split("/")[0]!;
  }

  /** GitHub's copy of `source` (a git repository), as `repo`. */
  static of(source: string, repo: string): FakeGitHub {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fake-github-"));
    run(os.tmpdir(), ["clone", "--quiet", "--bare", source, dir]);
    return new FakeGitHub(dir, repo);
  }

  git(...args: string[]): string {
    return run(this.dir, args).toString("utf8").trim();
  }

  /** Pull requests as GitHub lists them, open and closed. */
  pullRequests(): readonly PullRequest[] {
    return this.pulls;
  }

  /** Answers the context's requests to GitHub's API and status page. */
  async serve(context: BrowserContext): Promise<void> {
    await context.route(`${GITHUB_API}/**`, (route) => this.answer(route));
    // Every 5 minutes Decap asks GitHub's status page whether the API is up, then checks the sign-in.
    await context.route("https://www.githubstatus.com/**", (route) => {
      this.statusAsked += 1;
      return route.fulfill({
        json: { components: ["API Requests", "Issues, Pull Requests, Projects"].map((name) => ({ name, status: "operational" })) },
        headers: { "Access-Control-Allow-Origin": "*" },
      });
    });
  }

  /**
   * A browser context as a member of staff signed in to the editor at the site's own address
   * (`siteOrigin`, answered by the build under test at `baseURL`), with GitHub's API answered here:
   * Decap keeps the GitHub user, with their token, in the browser.
   */
  async signIn(context: BrowserContext, { siteOrigin, baseURL, user }: { siteOrigin: string; baseURL: string; user: User & { token: string } }): Promise<void> {
    await context.route(`${siteOrigin}/**`, async (route) => {
      const url = new URL(route.request().url());
      const fetch = () => route.fetch({ url: `${baseURL}${url.pathname}${url.search}` });
      // A kept-alive socket the test server has just closed (its keep-alive timeout) resets the GET: asked once more.
      const response = await fetch().catch((error: Error) => {
        if (/ECONNRESET|socket hang up/.test(error.message)) return fetch();
        throw error;
      });
      await route.fulfill({ response });
    });
    await this.serve(context);
    await context.addInitScript(
      ({ origin, user }) => {
        if (window.location.origin === origin) window.localStorage.setItem("decap-cms-user", JSON.stringify(user));
      },
      { origin: siteOrigin, user: { ...user, backendName: "github" } },
    );
  }

  /** A pull request for a branch that exists, opened as another tool would (not through the API). */
  openPullRequest(head: string, labels: string[], by = STAFF.login): void {
    this.pulls.push({ number: this.pulls.length + 1, title: head, head, base: "main", labels, state: "open", mergedAt: null, updatedAt: new Date().toISOString(), by });
  }

  remove(): void {
    fs.rmSync(this.dir, { recursive: true, force: true });
  }

  /**
   * Answers the requests that `hit` picks with `answer` (a fault: cms-faults.spec.ts) until the
   * function returned is called. The fake asks its faults before it does anything, so a request a
   * fault answers changes nothing here: put in front as a page's route, a fault's answer was at
   * times followed by Playwright handing the same request on to this fake, which then carried the
   * write out (a draft deleted behind a refused deletion). An answer's `route.fallback()` passes
   * the request on to the fake (an answer held, then let through).
   */
  fault(hit: (request: Request) => boolean, answer: (route: Route) => Promise<void>): () => void {
    const fault = { hit, answer };
    this.faults.push(fault);
    return () => void this.faults.splice(this.faults.indexOf(fault), 1);
  }

  private async answer(route: Route): Promise<void> {
    const request = route.request();
    const url = new URL(request.url());
    const cors = {
      "Access-Control-Allow-Origin": request.headers().origin ?? "*",
      "Access-Control-Expose-Headers": "Link, ETag",
    };
    if (request.method() === "OPTIONS") {
      await route.fulfill({
        status: 204,
        headers: {
          ...cors,
          "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE",
          "Access-Control-Allow-Headers": request.headers()["access-control-request-headers"] ?? "Authorization, Content-Type",
        },
      });
      return;
    }
    const fault = this.faults.find(({ hit }) => hit(request));
    if (fault) {
      let passedOn = false;
      await fault.answer({
        request: () => request,
        fulfill: (options: Parameters<Route["fulfill"]>[0]) => route.fulfill(options),
        abort: (code?: string) => route.abort(code),
        fallback: async () => {
          passedOn = true;
        },
      } as unknown as Route);
      if (!passedOn) return;
    }
    const name = `${request.method()} ${url.pathname}${url.search}`;
    let answer: Answer;
    const user = USERS[request.headers().authorization ?? ""];
    if (!user) answer = json({ message: "Bad credentials" }, 401);
    else {
      try {
        answer = this.handle(user, request.method(), url, request.postData() ? (JSON.parse(request.postData()!) as Record<string, unknown>) : {}, request.headers().accept ?? "");
      } catch (error) {
        answer = json({ message: (error as Error).message }, 422);
      }
    }
    this.requests.push(name);
    if (answer.status === 501) this.unknown.push(name);
    await route.fulfill({
      status: answer.status,
      headers: cors,
      ...(answer.raw ? { body: answer.raw, contentType: "application/vnd.github.raw" } : answer.body === undefined ? {} : { json: answer.body }),
    });
  }

  private handle(user: User, method: string, url: URL, body: Record<string, unknown>, accept: string): Answer {
    const query = url.searchParams;
    const route = decodeURIComponent(url.pathname);
    if (route === "/user") return json({ ...user, id: Object.values(USERS).indexOf(user) + 1, avatar_url: "" });
    const someone = Object.values(USERS).find(({ login }) => route === `/users/${login}`);
    if (someone) return json({ ...someone, id: Object.values(USERS).indexOf(someone) + 1, avatar_url: "" });
    if (route === "/search/issues") return json({ total_count: 0, incomplete_results: false, items: [] });
    const prefix = `/repos/${this.repo}`;
    if (!route.startsWith(prefix)) return json({ message: "Not implemented" }, 501);
    const rest = route.slice(prefix.length);
    const at = (pattern: RegExp) => rest.match(pattern);
    let match: RegExpMatchArray | null;

    if (rest === "" && method === "GET") return json({ full_name: this.repo, owner: { login: this.owner }, default_branch: "main", permissions: { admin: false, push: true, pull: true } });
    if ((match = at(/^\/branches\/(.+)$/)) && method === "GET") {
      const sha = this.resolve(`refs/heads/${match[1]}`);
      return sha ? json({ name: match[1], commit: this.commitOf(sha) }) : notFound("Branch not found");
    }
    if ((match = at(/^\/git\/trees\/([^:]+)(?::(.*))?$/)) && method === "GET") return this.tree(match[1]!, match[2] ?? "", query.get("recursive") === "1");
    if ((match = at(/^\/git\/blobs\/([0-9a-f]{40})$/)) && method === "GET") {
      const content = run(this.dir, ["cat-file", "blob", match[1]!]);
      return json({ sha: match[1], size: content.length, encoding: "base64", content: content.toString("base64") });
    }
    if (rest === "/git/blobs" && method === "POST") {
      const content = Buffer.from(String(body.content), body.encoding === "base64" ? "base64" : "utf8");
      return json({ sha: run(this.dir, ["hash-object", "-w", "--stdin"], content).toString().trim() }, 201);
    }
    if (rest === "/git/trees" && method === "POST") return json({ sha: this.writeTree(body), tree: [] }, 201);
    if (rest === "/git/commits" && method === "POST") {
      const parents = (body.parents as string[]).flatMap((parent) => ["-p", parent]);
      const sha = run(this.dir, ["commit-tree", String(body.tree), ...parents, "-m", String(body.message)], undefined, authorEnv(user)).toString().trim();
      return json(this.commitOf(sha), 201);
    }
    if (rest === "/git/refs" && method === "POST") {
      const ref = String(body.ref);
      if (this.resolve(ref)) return json({ message: "Reference already exists" }, 422);
      this.git("update-ref", ref, String(body.sha));
      return json(this.refOf(ref), 201);
    }
    if ((match = at(/^\/git\/refs\/(heads\/.+)$/))) {
      const ref = `refs/${match[1]}`;
      if (!this.resolve(ref)) return json({ message: "Reference does not exist" }, 422);
      if (method === "PATCH") {
        if (!body.force && !this.isAncestor(this.resolve(ref)!, String(body.sha))) return json({ message: "Update is not a fast forward" }, 422);
        this.git("update-ref", ref, String(body.sha));
        this.refUpdates.push({ ref, force: body.force === true, by: user.login });
        return json(this.refOf(ref));
      }
      if (method === "DELETE") {
        this.git("update-ref", "-d", ref);
        return { status: 204 };
      }
    }
    if ((match = at(/^\/git\/refs\/(.+)$/)) && method === "GET") return this.resolve(`refs/${match[1]}`) ? json(this.refOf(`refs/${match[1]}`)) : notFound();
    if ((match = at(/^\/git\/matching-refs\/(.*)$/)) && method === "GET") {
      const refs = this.git("for-each-ref", "--format=%(refname)").split("\n");
      return json(refs.filter((ref) => ref.startsWith(`refs/${match![1]}`)).map((ref) => this.refOf(ref)));
    }
    if ((match = at(/^\/contents\/(.+)$/)) && method === "GET") {
      const sha = this.resolve(`${query.get("ref") ?? "main"}:${match[1]}`);
      if (!sha) return notFound();
      const content = run(this.dir, ["cat-file", "blob", sha]);
      if (accept.includes("raw")) return { status: 200, raw: content };
      return json({ type: "file", path: match[1], sha, encoding: "base64", content: content.toString("base64") });
    }
    if (rest === "/commits" && method === "GET") {
      const args = ["log", "-1", "--format=%H", query.get("sha") ?? "main", ...(query.get("path") ? ["--", query.get("path")!] : [])];
      const sha = this.git(...args);
      return json(sha ? [this.commitOf(sha)] : []);
    }
    if ((match = at(/^\/commits\/([0-9a-f]{40})\/status$/)) && method === "GET") return json({ state: "pending", statuses: [] });
    if ((match = at(/^\/compare\/(.+)\.\.\.(.+)$/)) && method === "GET") return this.compare(match[1]!, match[2]!);
    if (rest === "/pulls" && method === "GET") {
      const head = query.get("head");
      const state = query.get("state") ?? "open";
      return json(
        this.pulls
          .filter((pull) => (state === "all" || pull.state === state) && (!head || `${this.owner}:${pull.head}` === head) && (!query.get("base") || pull.base === query.get("base")))
          .map((pull) => this.pullOf(pull)),
      );
    }
    if (rest === "/pulls" && method === "POST") {
      const pull: PullRequest = {
        number: this.pulls.length + 1,
        title: String(body.title),
        head: String(body.head).replace(`${this.owner}:`, ""),
        base: String(body.base),
        labels: [],
        state: "open",
        mergedAt: null,
        updatedAt: new Date().toISOString(),
        by: user.login,
      };
      this.pulls.push(pull);
      return json(this.pullOf(pull), 201);
    }
    if ((match = at(/^\/pulls\/(\d+)(\/commits|\/merge)?$/))) {
      const pull = this.pulls.find((candidate) => candidate.number === Number(match![1]));
      if (!pull) return notFound();
      if (!match[2] && method === "GET") return json(this.pullOf(pull));
      if (!match[2] && method === "PATCH") {
        pull.state = body.state === "closed" ? "closed" : "open";
        return json(this.pullOf(pull));
      }
      if (match[2] === "/commits" && method === "GET") return json(this.commitsBetween(pull.base, `refs/heads/${pull.head}`));
      if (match[2] === "/merge" && method === "PUT") return this.merge(user, pull, String(body.commit_message ?? `Merge pull request #${pull.number}`));
    }
    if ((match = at(/^\/issues\/(\d+)\/labels$/)) && method === "PUT") {
      const pull = this.pulls.find((candidate) => candidate.number === Number(match![1]));
      if (!pull) return notFound();
      pull.labels = (body.labels as string[]) ?? [];
      pull.updatedAt = new Date().toISOString();
      return json(pull.labels.map((label) => ({ name: label })));
    }
    if (rest === "/issues" && method === "GET") return json([]);
    return json({ message: "Not implemented" }, 501);
  }

  /** The sha `rev` names, or null. */
  private resolve(rev: string): string | null {
    const result = spawnSync("git", ["rev-parse", "--verify", "--quiet", rev], { cwd: this.dir, encoding: "utf8" });
    return result.status === 0 ? result.stdout.trim() : null;
  }

  private isAncestor(ancestor: string, descendant: string): boolean {
    return spawnSync("git", ["merge-base", "--is-ancestor", ancestor, descendant], { cwd: this.dir }).status === 0;
  }

  private refOf(ref: string) {
    return { ref, object: { type: "commit", sha: this.resolve(ref) } };
  }

  private commitOf(sha: string) {
    const [tree, parents, name, email, date, ...message] = this.git("show", "-s", "--format=%T%n%P%n%an%n%ae%n%aI%n%B", sha).split("\n");
    const author = { name, email, date };
    return {
      sha,
      tree: { sha: tree },
      parents: (parents ?? "").split(" ").filter(Boolean).map((parent) => ({ sha: parent })),
      message: message.join("\n").trim(),
      author,
      committer: author,
      commit: { message: message.join("\n").trim(), author, committer: author, tree: { sha: tree } },
    };
  }

  private tree(ref: string, folder: string, recursive: boolean): Answer {
    const rev = folder ? `${ref}:${folder}` : `${ref}^{tree}`;
    const sha = this.resolve(rev);
    if (!sha) return notFound();
    const lines = this.git("ls-tree", "-l", ...(recursive ? ["-r", "-t"] : []), sha).split("\n").filter(Boolean);
    return json({
      sha,
      truncated: false,
      tree: lines.map((line) => {
        const [meta, entryPath] = line.split("\t");
        const [mode, type, entrySha, size] = meta!.split(/\s+/);
        return { path: entryPath, mode, type, sha: entrySha, ...(type === "blob" ? { size: Number(size) } : {}) };
      }),
    });
  }

  /** A tree: `base_tree` (a tree or a commit) with the entries given, an entry of sha null removed. */
  private writeTree(body: Record<string, unknown>): string {
    const index = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "fake-github-index-")), "index");
    const env = { GIT_INDEX_FILE: index };
    try {
      if (body.base_tree) run(this.dir, ["read-tree", `${String(body.base_tree)}^{tree}`], undefined, env);
      for (const entry of body.tree as { path: string; mode: string; sha: string | null }[]) {
        if (entry.sha === null) run(this.dir, ["update-index", "--force-remove", entry.path], undefined, env);
        else run(this.dir, ["update-index", "--add", "--cacheinfo", `${entry.mode},${entry.sha},${entry.path}`], undefined, env);
      }
      return run(this.dir, ["write-tree"], undefined, env).toString().trim();
    } finally {
      fs.rmSync(path.dirname(index), { recursive: true, force: true });
    }
  }

  private commitsBetween(base: string, head: string) {
    return this.git("rev-list", "--reverse", `${base}..${head}`)
      .split("\n")
      .filter(Boolean)
      .map((sha) => this.commitOf(sha));
  }

  /** GitHub's comparison of two commits: base...head, head perhaps "owner:branch". */
  private compare(base: string, head: string): Answer {
    const headRev = head.includes(":") ? `refs/heads/${head.split(":")[1]}` : head;
    const baseSha = this.resolve(base.includes(":") ? `refs/heads/${base.split(":")[1]}` : base);
    const headSha = this.resolve(headRev);
    if (!baseSha || !headSha) return notFound();
    const mergeBase = this.git("merge-base", baseSha, headSha);
    const files = this.git("diff", "--name-status", "--no-renames", mergeBase, headSha)
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [status, filename] = line.split("\t");
        const removed = status === "D";
        return {
          filename,
          status: status === "A" ? "added" : removed ? "removed" : "modified",
          sha: removed ? null : this.resolve(`${headSha}:${filename}`),
          // Decap counts a file without a patch as binary (a picture).
          ...(/\.(json|md|txt)$/.test(filename!) ? { patch: "@@" } : {}),
        };
      });
    return json({ base_commit: this.commitOf(baseSha), merge_base_commit: this.commitOf(mergeBase), commits: this.commitsBetween(mergeBase, headSha), files });
  }

  /** Merges a pull request as GitHub's "merge" method does: a merge commit on its base, or 405 on a conflict. */
  private merge(user: User, pull: PullRequest, message: string): Answer {
    const base = this.resolve(`refs/heads/${pull.base}`)!;
    const head = this.resolve(`refs/heads/${pull.head}`)!;
    const merged = spawnSync("git", ["merge-tree", "--write-tree", base, head], { cwd: this.dir, encoding: "utf8" });
    if (merged.status !== 0) return json({ message: "Pull Request is not mergeable" }, 405);
    const tree = merged.stdout.split("\n")[0]!;
    const sha = run(this.dir, ["commit-tree", tree, "-p", base, "-p", head, "-m", message], undefined, authorEnv(user)).toString().trim();
    this.git("update-ref", `refs/heads/${pull.base}`, sha);
    pull.state = "closed";
    pull.mergedAt = new Date().toISOString();
    return json({ sha, merged: true, message: "Pull Request successfully merged" });
  }

  private pullOf(pull: PullRequest) {
    const repo = { full_name: this.repo, fork: false, owner: { login: this.owner } };
    return {
      number: pull.number,
      title: pull.title,
      state: pull.state,
      merged_at: pull.mergedAt,
      updated_at: pull.updatedAt,
      user: { login: pull.by },
      labels: pull.labels.map((name) => ({ name })),
      head: { ref: pull.head, sha: this.resolve(`refs/heads/${pull.head}`) ?? "", label: `${this.owner}:${pull.head}`, repo },
      base: { ref: pull.base, sha: this.resolve(`refs/heads/${pull.base}`) ?? "", repo },
    };
  }
}

/** A commit GitHub makes: by the staff member whose token asked for it. */
function authorEnv(user: User): NodeJS.ProcessEnv {
  return { GIT_AUTHOR_NAME: user.name, GIT_AUTHOR_EMAIL: user.email, GIT_COMMITTER_NAME: "GitHub", GIT_COMMITTER_EMAIL: "noreply@github.com" };
}

function run(cwd: string, args: string[], input?: Buffer, env: NodeJS.ProcessEnv = {}): Buffer {
  const result = spawnSync("git", args, { cwd, input, env: { ...process.env, ...env }, maxBuffer: 1 << 28 });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr.toString()}`);
  return result.stdout;
}
