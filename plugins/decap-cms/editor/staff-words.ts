/**
 * Decap's messages in the words staff use (CMS.registerLocale with Decap's own English, a few
 * phrases replaced): what is wrong with a box and what to do, not "didn't match the pattern".
 * Each box's own message (its rule, cms-config.ts) follows the field's label.
 */
import { en } from "decap-cms-locales";

type Phrases = { [key: string]: string | Phrases };

const replaced: Phrases = {
  editor: {
    editorControlPane: {
      widget: {
        required: "%{fieldLabel}: this box must not be empty.",
        regexPattern: "%{fieldLabel}: %{pattern}.",
        rangeCount: "%{fieldLabel}: write between %{minCount} and %{maxCount}.",
        rangeCountExact: "%{fieldLabel}: write exactly %{count}.",
        rangeMin: "%{fieldLabel}: write at least %{minCount}.",
        rangeMax: "%{fieldLabel}: write at most %{maxCount}.",
      },
    },
    editorControl: { field: { optional: "not required" } },
    editor: {
      onPublishingNotReady: "Set this draft to Ready before publishing it.",
      // concurrent-editing.ts knows a restore by this question.
      confirmLoadBackup: "This browser kept changes you typed in this file and did not save. Restore them? (Cancel discards them.)",
    },
  },
  ui: {
    toast: {
      missingRequiredField: "Not saved: some boxes need correcting. Each says what, in red above it.",
      // concurrent-editing.ts words each failure whole: "Not saved: …", or "Nothing to save: …".
      onFailToPersist: "%{details}",
      onFailToPublishEntry: "Not published: %{details}",
      // request-faults.ts words a failed request: why, what was kept, what to do.
      onFailToLoadEntries: "Not opened: %{details}",
      onFailToUpdateStatus: "Status not changed: %{details}",
    },
  },
};

function merge(base: Phrases, over: Phrases): Phrases {
  const result: Phrases = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = result[key];
    result[key] = typeof value === "object" && typeof current === "object" ? merge(current, value) : value;
  }
  return result;
}

export function staffPhrases(): Phrases {
  return merge(en as Phrases, replaced);
}
