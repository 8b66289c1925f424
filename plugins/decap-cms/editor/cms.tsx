/**
 * The admin app at /admin/ (built by plugins/decap-cms as its own bundle, with
 * React 19, never loaded by public pages): the generated configuration, its
 * widgets (unique values, text boxes, a translation's status, lists whose entries
 * draw their boxes once opened), staff's words for
 * Decap's messages, every request's failure or silence said (request-faults.ts), saves that keep
 * what others saved meanwhile (concurrent-editing.ts),
 * commit messages that name what changed, and previews drawn by
 * the site's own components when typing pauses; a translation's preview also lists
 * its texts beside the English (beside-english.tsx).
 */
import CMS from "./decap";
// The instance Decap keeps its backups of typed changes in (the editor's bundle aliases the package to Decap's own copy).
import { localForage } from "decap-cms-lib-util";
import { behaviourCssVariables } from "../../../src/lib/behaviour";
import "../../../src/styles/global.css";
import { contentModels, isContentFileName, type ContentFileName } from "../../../src/lib/content-model";
import { translatedLocales } from "../../../src/lib/locales";
import { loadEditorContent, translationFile } from "./editor-content";
import { LOCAL_BACKEND_PATH } from "../local-backend.mjs";
import { buildCmsConfig, CONTENT_FORMAT, PRODUCTION_BACKEND, toContentFile, translationFileName } from "./cms-config";
import { describeCommits } from "./commit-messages";
import { askOnlyForDrafts } from "./drafts-only";
import { keepEveryonesChanges, restoreBackupsAfterLoad, watchOpenFiles, type BackupStorage } from "./concurrent-editing";
import { confirmRemovals, hideEmptyNewEntryMenu, quietShownFailures, reloadOnAnotherEntry, styleMessages } from "./editor-page";
import { setRepositorySource } from "./repository";
import { watchRateLimit, watchRequests } from "./request-faults";
import { staffPhrases } from "./staff-words";
import { TextBoxControl } from "./text-box-widget";
import { DayControl } from "./day-widget";
import { comparePublished, withCardSummary } from "./workflow-card";
import { AboutPreview } from "./previews/about-preview";
import type { PreviewProps } from "./previews/decap-entry";
import { HomePreview } from "./previews/home-preview";
import { PrivacyPreview } from "./previews/privacy-preview";
import { ProductsPreview } from "./previews/products-preview";
import { SitePreview } from "./previews/site-preview";
import { translationPreview } from "./previews/translation-preview";
import { drawnWhenTypingPauses } from "./previews/typing-pause";
import { TranslationStatusControl } from "./translation-status-widget";
import { UniqueStringControl } from "./unique-string-widget";
import { lazyListControl } from "./lazy-list-widget";
import { DECAP_BACKENDS, DECAP_WIDGETS, EDITOR_WIDGETS } from "./decap-widgets";

type Preview = Parameters<typeof CMS.registerPreviewTemplate>[1];
// Every preview is drawn when typing pauses, not on every key (previews/typing-pause.tsx).
const preview = (component: (props: PreviewProps) => JSX.Element) => drawnWhenTypingPauses(component) as unknown as Preview;

// The CSS Modules and global styles imported here reach the preview frame as admin/cms.css (written by plugins/decap-cms).
CMS.registerPreviewStyle("cms.css");
CMS.registerPreviewStyle(behaviourCssVariables(), { raw: true });
CMS.registerCustomFormat(CONTENT_FORMAT, "json", { fromFile: (text) => withCardSummary(JSON.parse(text), text), toFile: toContentFile });
CMS.registerWidget("unique-string", UniqueStringControl as unknown as Parameters<typeof CMS.registerWidget>[1]);
CMS.registerWidget("translation-status", TranslationStatusControl as unknown as Parameters<typeof CMS.registerWidget>[1]);
CMS.registerWidget("text-box", TextBoxControl as unknown as Parameters<typeof CMS.registerWidget>[1]);
CMS.registerWidget("day", DayControl as unknown as Parameters<typeof CMS.registerWidget>[1]);
// Decap's list, with its preview and the schema of its options, around a control that draws an entry's boxes once it is opened.
const decapList = CMS.getWidget("list") as unknown as { control: Parameters<typeof lazyListControl>[0]; preview?: unknown; schema?: object };
CMS.registerWidget({
  name: "lazy-list",
  controlComponent: lazyListControl(decapList.control),
  previewComponent: decapList.preview,
  schema: decapList.schema,
} as unknown as Parameters<typeof CMS.registerWidget>[0]);
// The configuration is checked against these names (tests/unit/cms/decap-widgets.test.ts): each must be registered.
const unregistered = [...DECAP_WIDGETS, ...EDITOR_WIDGETS].filter((name) => !CMS.getWidget(name));
if (unregistered.length > 0) throw new Error(`plugins/decap-cms: no widget registered as ${unregistered.join(", ")}`);
CMS.registerLocale("en", staffPhrases() as Parameters<typeof CMS.registerLocale>[1]);
// Locally Decap talks to decap-server as its "proxy" backend; in production to GitHub.
for (const backend of DECAP_BACKENDS) {
  // First, so that it watches each request itself, not the merges and questions around a save.
  watchRequests(CMS.getBackend(backend) as unknown as Parameters<typeof watchRequests>[0]);
  describeCommits(CMS.getBackend(backend) as unknown as Parameters<typeof describeCommits>[0]);
  askOnlyForDrafts(CMS.getBackend(backend) as unknown as Parameters<typeof askOnlyForDrafts>[0]);
  comparePublished(CMS.getBackend(backend) as unknown as Parameters<typeof comparePublished>[0]);
  // Last, so that it is the first to see a save: the commit message then names the merged file.
  keepEveryonesChanges(CMS.getBackend(backend) as unknown as Parameters<typeof keepEveryonesChanges>[0]);
}
watchOpenFiles();
watchRateLimit();
restoreBackupsAfterLoad(localForage as unknown as BackupStorage);
reloadOnAnotherEntry();
confirmRemovals();
quietShownFailures();
hideEmptyNewEntryMenu();
styleMessages();
const previews: Partial<Record<ContentFileName, (props: PreviewProps) => JSX.Element>> = {
  "products.json": ProductsPreview,
  "home.json": HomePreview,
  "about.json": AboutPreview,
  "privacy.json": PrivacyPreview,
};
for (const [file, component] of Object.entries(previews)) CMS.registerPreviewTemplate(file.replace(/\.json$/, ""), preview(component));
// The company file in English: its register of certificates and those to renew (its translations show their texts beside the English).
CMS.registerPreviewTemplate("site", preview(SitePreview));
// The previews compare and draw with the content as the site was last built (editor-content.ts): start once it is read.
loadEditorContent().then(
  () => {
    for (const locale of translatedLocales) {
      const translationOf = (name: ContentFileName) => translationFile(locale.code, name);
      for (const file of Object.keys(contentModels).filter(isContentFileName)) {
        CMS.registerPreviewTemplate(translationFileName(locale.code, file), preview(translationPreview(previews[file], file, locale, translationOf)));
      }
    }
    const local = ["localhost", "127.0.0.1"].includes(window.location.hostname);
    setRepositorySource({
      branch: PRODUCTION_BACKEND.branch ?? "main",
      ...(local ? { localBackend: new URL(LOCAL_BACKEND_PATH, window.location.origin).href } : { repo: PRODUCTION_BACKEND.repo }),
    });
    CMS.init({ config: buildCmsConfig({ local, siteUrl: window.location.origin }) as unknown as NonNullable<Parameters<typeof CMS.init>[0]>["config"] });
  },
  (error: unknown) => {
    document.body.textContent = `The content editor could not read the site's content (${error instanceof Error ? error.message : String(error)}). Reload the page; if this persists, the site's last build did not finish.`;
  },
);
