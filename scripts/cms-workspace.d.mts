/** Types for scripts/cms-workspace.mjs, used by the tests. */
export interface Commit {
  hash: string;
  subject: string;
}

export interface Unpulled {
  commits: Commit[];
  /** The developer's current branch, or "HEAD (detached)". */
  developerBranch: string;
  /** Whether pulling them fast-forwards the developer's branch (it has no commits of its own). */
  fastForward: boolean;
  /** `git pull [--no-rebase] <workspace> <branch>`, quoted for a shell. */
  command: string;
}

export interface Draft {
  /** cms/<collection>/<entry> */
  branch: string;
  /** "Draft", "In review", "Ready", or decap-server's description as it is. */
  status: string;
}

export interface CmsWorkspace {
  /** The developer's repository's top folder. */
  source: string;
  workspace: string;
  branch: string;
  state: "cloned" | "fast-forwarded" | "up to date" | "ahead" | "diverged";
  /** When diverged: the developer's commits on `branch` that the workspace's lacks. */
  behind: number;
  /** The workspace had been left on another branch and `branch` was checked out again. */
  movedToBranch: boolean;
  identity: { name: string; email: string; set: boolean };
  drafts: Draft[];
  unpulled: Unpulled;
}

export declare const WORKSPACE_FOLDER: string;
export declare const DRAFT_BRANCH_PREFIX: string;
export declare const DRAFT_STATUS_NAMES: { draft: string; pending_review: string; pending_publish: string };
export declare const FALLBACK_IDENTITY: { name: string; email: string };
export declare function cmsWorkspacePath(source: string, env?: Record<string, string | undefined>): string;
export declare function syncState(counts: { ahead: number; behind: number }): "up to date" | "fast-forward" | "ahead" | "diverged";
export declare function parseDrafts(branchList: string, descriptions: string): Draft[];
export declare function pullCommand(workspace: string, branch?: string, options?: { fastForward?: boolean }): string;
export declare function prepareCmsWorkspace(options: { source: string; workspace?: string; branch?: string }): CmsWorkspace;
export declare function unpulledCommits(options: { source: string; workspace: string; branch?: string }): Unpulled;
export declare function describeWorkspace(prepared: CmsWorkspace): string[];
export declare function describeUnpulled(unpulled: Unpulled): string[];
