import { useEffect, useState, useSyncExternalStore } from "react";
import { LocaleContext } from "../../../../src/hooks/use-locale";
import { contentModels, type ContentFileName } from "../../../../src/lib/content-model";
import { type Locale } from "../../../../src/lib/locales";
import { localizedContent } from "../../../../src/lib/localized-content";
import { applyTranslation, translationModel } from "../../../../src/lib/translations";
import { textStatuses } from "../../../../src/lib/translation-status";
import { BesideEnglish, textPairs, ViewSwitch, type PreviewView } from "../beside-english";
import { currentEnglish, englishReadState, englishVersion, refreshEnglish, subscribe } from "../current-english";
import { DraftChanges } from "../draft-changes";
import { englishFile } from "../editor-content";
import type { PreviewProps } from "./decap-entry";
import { PreviewLanguageContext, type PreviewLanguage } from "./preview-language";

/**
 * The preview of a translation. First, each of its texts beside the English it translates
 * (beside-english.tsx); then, for a file with a page (`Preview`), a switch to that page in the
 * language's direction, labels and links: the English preview of the same file, drawn from the
 * English file with the draft's texts in place (pictures and numbers are the English file's, as
 * the editor was built). A text not yet translated shows empty, never in English.
 */
export function translationPreview(
  Preview: ((props: PreviewProps) => JSX.Element) | undefined,
  file: ContentFileName,
  locale: Locale,
  translationOf: (file: ContentFileName) => unknown,
) {
  // The shared files as the build makes them (content-nodes.ts), in the language's typography.
  const language: PreviewLanguage = {
    code: locale.code,
    catalogue: localizedContent("catalogue.json", englishFile("catalogue.json"), translationOf("catalogue.json"), locale),
    categories: localizedContent("categories.json", englishFile("categories.json"), translationOf("categories.json"), locale),
    site: localizedContent("site.json", englishFile("site.json"), translationOf("site.json"), locale),
  };
  const model = translationModel(contentModels[file]);
  return function TranslationPreview(props: PreviewProps) {
    const [view, setView] = useState<PreviewView>("english");
    // The English as it is in the repository now, read again when the file is opened (current-english.ts).
    useSyncExternalStore(subscribe, englishVersion);
    useEffect(() => {
      void refreshEnglish(file);
    }, []);
    const english = currentEnglish(file);
    const draft: unknown = props.entry.getIn(["data"])?.toJS();
    const changes = <DraftChanges path={String(props.entry.get("path") ?? "")} draft={draft} model={model} />;
    if (!Preview || view === "english") {
      // No status before the English of the repository is read: it would be the last build's.
      const state = englishReadState(file);
      const statuses = state === "checking" ? undefined : textStatuses(english, draft, contentModels[file], locale);
      return (
        <>
          {Preview && <ViewSwitch view={view} onChange={setView} locale={locale} />}
          {changes}
          {/* What the translator wrote, beside the English it translates. */}
          <BesideEnglish pairs={textPairs(english, applyTranslation(english, draft, contentModels[file]), contentModels[file], statuses)} locale={locale} english={state} />
        </>
      );
    }
    // The page as the build will make it.
    const content = localizedContent(file, english, draft, locale);
    const entry: PreviewProps["entry"] = {
      get: (key) => props.entry.get(key),
      set: (key, value) => props.entry.set(key, value),
      getIn: (path) => (path[0] === "data" ? { toJS: () => content } : props.entry.getIn(path)),
    };
    return (
      <>
        <ViewSwitch view={view} onChange={setView} locale={locale} />
        {changes}
        <div lang={locale.code} dir={locale.dir}>
          <LocaleContext.Provider value={locale.code}>
            <PreviewLanguageContext.Provider value={language}>
              <Preview {...props} entry={entry} />
            </PreviewLanguageContext.Provider>
          </LocaleContext.Provider>
        </div>
      </>
    );
  };
}
