/**
 * What the editor tells a person about other people's saves (concurrent-editing.ts), drawn in the
 * editor's own page beside Decap's screens, in staff's words:
 *
 * - a notice, in the page's lower corner over the preview, that the file open was saved by someone else since it was
 *   opened (who, when, what it changed), until it is hidden or the file is saved;
 * - after a Save that kept someone else's changes, which ones, with a way to see them in the form;
 * - before a Save where both changed the same text, a dialog: each place, both values, and a choice.
 *
 * Plain DOM (no React): Decap's React tree is not ours to draw in. Styles are set through the DOM,
 * which the editor's security policy allows.
 */
import type { Change } from "./content-changes";
import { describeChange } from "./content-changes";
import type { Conflict, Side } from "./merge-content";
import { entryOf } from "./editor-page";
import type { LastSave } from "./repository";

/** More changes than this are counted, not listed. */
const LISTED_CHANGES = 8;

/** A value shown in a choice is cut at this many characters. */
const SHOWN_VALUE = 300;

const NOTICE_ID = "other-saves";

/** Who saved, and when: "Priya Shah (at 14:02)", or where that is not known "Someone else (noticed at 14:02)". */
export function whoAndWhen(save: LastSave, noticed: Date = new Date()): string {
  const time = (date: Date) => new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" }).format(date);
  const who = save.who ?? "Someone else";
  return save.when ? `${who} (at ${time(save.when)})` : `${who} (noticed at ${time(noticed)})`;
}

export type NoticeKind = "draft-made" | "draft-saved" | "published" | "published-saved" | "kept" | "empty-draft";

export interface Notice {
  kind: NoticeKind;
  by: string;
  /** What the form does not show yet: the file as saved, against the form's. */
  changes: Change[];
  /** After a save that kept others' changes: the form has been drawn again with them. */
  inForm?: boolean;
  /** The file it is about ("collection/file"): the one open when it is shown, unless told. */
  entry?: string | null;
}

const HEADINGS: Record<NoticeKind, string> = {
  "draft-made": "This file now has a draft, saved by someone else",
  "draft-saved": "Someone else saved this draft since you opened it",
  published: "The draft of this file was published",
  "published-saved": "Someone else published a change to this file since you opened it",
  kept: "Saved, with someone else's changes kept",
  "empty-draft": "This draft changes nothing",
};

function explanation({ kind, inForm }: Notice): string {
  switch (kind) {
    case "kept":
      return inForm
        ? "Their changes were saved meanwhile and are kept in the file with yours; the form now shows them too."
        : "Their changes were saved meanwhile and are kept in the file with yours. The form still shows the file as you had it; reload to see theirs in it.";
    case "empty-draft":
      return "It holds the file exactly as published, so publishing it would change nothing on the website. The form shows that file: edit and Save to add your changes to this draft, or remove it with “Delete unpublished changes” at the top.";
    case "published":
      return "What was in it is on the website now. Your next Save starts a new draft from the published file, with your changes.";
    default:
      return "When you save, your changes and theirs are both kept. Where you both changed the same text, you will be asked which to keep.";
  }
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, style: Partial<CSSStyleDeclaration> = {}): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  Object.assign(node.style, style);
  return node;
}

const BUTTON: Partial<CSSStyleDeclaration> = { font: "inherit", padding: "0.4rem 0.8rem", marginInlineEnd: "0.5rem", borderRadius: "4px", border: "1px solid #3a69c7", cursor: "pointer" };
const PRIMARY: Partial<CSSStyleDeclaration> = { ...BUTTON, background: "#3a69c7", color: "#fff" };
const SECONDARY: Partial<CSSStyleDeclaration> = { ...BUTTON, background: "#fff", color: "#3a69c7" };

function changeList(changes: Change[], label: string): HTMLUListElement {
  const list = element("ul", undefined, { margin: "0.5rem 0", paddingInlineStart: "1.25rem" });
  list.setAttribute("aria-label", label);
  for (const change of changes.slice(0, LISTED_CHANGES)) list.append(element("li", describeChange(change)));
  if (changes.length > LISTED_CHANGES) list.append(element("li", `and ${changes.length - LISTED_CHANGES} more`));
  return list;
}

/** Shows (or replaces) the notice at the foot of the page. */
export function showNotice(notice: Notice, reload: () => void = () => window.location.reload()): HTMLElement {
  document.getElementById(NOTICE_ID)?.remove();
  const box = element("section", undefined, {
    position: "fixed",
    // Over the preview's corner, not the form being typed in.
    insetInlineEnd: "1rem",
    bottom: "1rem",
    zIndex: "400",
    maxWidth: "min(34rem, calc(100vw - 2rem))",
    maxHeight: "50vh",
    overflowY: "auto",
    padding: "1rem 1.25rem",
    background: "#fff8e1",
    color: "#1e2532",
    border: "2px solid #b7791f",
    borderRadius: "6px",
    boxShadow: "0 4px 12px rgb(0 0 0 / 0.2)",
    font: "15px/1.45 system-ui, sans-serif",
  });
  box.id = NOTICE_ID;
  box.lang = "en";
  box.dir = "ltr";
  box.setAttribute("role", "status");
  box.setAttribute("aria-labelledby", `${NOTICE_ID}-heading`);
  const heading = element("h2", HEADINGS[notice.kind], { fontSize: "1.05rem", margin: "0 0 0.4rem" });
  heading.id = `${NOTICE_ID}-heading`;
  box.append(heading);
  if (notice.by) box.append(element("p", `${notice.kind === "kept" ? "Saved meanwhile by" : "By"} ${notice.by}.`, { margin: "0 0 0.25rem" }));
  if (notice.changes.length > 0) {
    box.append(element("p", notice.kind === "kept" ? "Their changes, kept:" : "What it changed:", { margin: "0.5rem 0 0", fontWeight: "600" }));
    box.append(changeList(notice.changes, "Changes saved by someone else"));
  }
  box.append(element("p", explanation(notice), { margin: "0.5rem 0 0.75rem" }));
  if (!notice.inForm && notice.kind !== "empty-draft") {
    const show = element("button", "Reload to see the file as saved", PRIMARY);
    show.type = "button";
    show.addEventListener("click", reload);
    box.append(show);
  }
  const hide = element("button", "Hide this notice", SECONDARY);
  hide.type = "button";
  hide.addEventListener("click", () => box.remove());
  box.append(hide);
  document.body.append(box);
  // About one file: gone once another screen opens (the list of files, the Workflow board), as a
  // notice left there spoke of a file no longer in sight.
  const about = notice.entry === undefined ? entryOf(window.location.hash) : notice.entry;
  const leave = () => {
    if (box.isConnected && entryOf(window.location.hash) === about) return;
    box.remove();
    window.removeEventListener("hashchange", leave);
  };
  window.addEventListener("hashchange", leave);
  return box;
}

export function hideNotice(): void {
  document.getElementById(NOTICE_ID)?.remove();
}

/** A value as a choice shows it: a text in quotes, a list of texts, or what happened to a whole entry. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null) return "removed";
  if (typeof value === "string") return value.trim() === "" ? "(empty)" : `“${cut(value)}”`;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const texts: string[] = [];
  const collect = (part: unknown) => {
    if (typeof part === "string" && part.trim() !== "") texts.push(part);
    else if (Array.isArray(part)) part.forEach(collect);
    else if (typeof part === "object" && part !== null) Object.values(part).forEach(collect);
  };
  collect(value);
  return texts.length === 0 ? "(empty)" : cut(texts.join(" · "));
}

function cut(text: string): string {
  return text.length > SHOWN_VALUE ? `${text.slice(0, SHOWN_VALUE - 1)}…` : text;
}

/**
 * Asks which value to keep at each conflict; resolves with the choices, or null when the person
 * chooses not to save yet (the form keeps what they typed). `language` is the file's (its values
 * are shown in it); `by` says who saved the other values, and when.
 */
export function askWhichToKeep(conflicts: readonly Conflict[], by: string, language: { code: string; dir: "ltr" | "rtl" }): Promise<Side[] | null> {
  return new Promise((resolve) => {
    const dialog = element("dialog", undefined, {
      maxWidth: "min(44rem, calc(100vw - 2rem))",
      maxHeight: "85vh",
      padding: "1.25rem 1.5rem",
      border: "2px solid #b7791f",
      borderRadius: "6px",
      color: "#1e2532",
      font: "15px/1.45 system-ui, sans-serif",
    });
    dialog.lang = "en";
    dialog.dir = "ltr";
    dialog.setAttribute("aria-labelledby", "save-conflicts-heading");
    const heading = element("h2", conflicts.length === 1 ? "You both changed the same text" : `You both changed the same ${conflicts.length} texts`, { fontSize: "1.15rem", margin: "0 0 0.5rem" });
    heading.id = "save-conflicts-heading";
    const form = element("form");
    form.method = "dialog";
    form.append(
      heading,
      element("p", `${by} saved this file after you opened it. Their other changes and yours are kept. Where you both changed the same text, choose which to keep. Nothing is saved until you do.`, { margin: "0 0 0.75rem" }),
    );
    conflicts.forEach((conflict, index) => {
      const fieldset = element("fieldset", undefined, { margin: "0 0 0.75rem", padding: "0.5rem 0.75rem", border: "1px solid #9aa3b5", borderRadius: "4px" });
      fieldset.append(element("legend", conflict.where.join(" › ") || "The whole file", { fontWeight: "600", padding: "0 0.25rem" }));
      for (const side of ["mine", "theirs"] as const) {
        const label = element("label", undefined, { display: "flex", gap: "0.5rem", alignItems: "baseline", margin: "0.25rem 0", cursor: "pointer" });
        const input = element("input");
        input.type = "radio";
        input.name = `conflict-${index}`;
        input.value = side;
        input.required = true;
        const value = element("span", shownValue(side === "mine" ? conflict.mine : conflict.theirs));
        value.lang = language.code;
        value.dir = language.dir;
        const whose = element("strong", side === "mine" ? "Yours:" : "Theirs:");
        const text = element("span");
        text.append(whose, " ", value);
        label.append(input, text);
        fieldset.append(label);
      }
      form.append(fieldset);
    });
    const save = element("button", "Save with these choices", PRIMARY);
    save.type = "submit";
    save.value = "save";
    const wait = element("button", "Don't save yet", SECONDARY);
    wait.type = "button";
    const finish = (result: Side[] | null) => {
      dialog.close();
      dialog.remove();
      resolve(result);
    };
    wait.addEventListener("click", () => finish(null));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const data = new FormData(form);
      finish(conflicts.map((_, index) => (data.get(`conflict-${index}`) === "theirs" ? "theirs" : "mine")));
    });
    // Escape: not saved, nothing lost.
    dialog.addEventListener("cancel", (event) => {
      event.preventDefault();
      finish(null);
    });
    form.append(save, wait);
    dialog.append(form);
    document.body.append(dialog);
    dialog.showModal();
  });
}
