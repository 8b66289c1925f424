/** The privacy notice's preview: PrivacyView, with the address of the department named. */
import { PrivacyView } from "../../../../src/components/privacy/privacy-view";
import { DEFAULT_LOCALE } from "../../../../src/lib/locales";
import { englishFile } from "../editor-content";
import { draftOf, texts, type PreviewProps } from "./decap-entry";
import { EnglishChanges } from "./english-changes";
import { usePreviewLanguage } from "./preview-language";

type PrivacyContent = Queries.PrivacyViewFragment;
type RawPrivacy = Omit<PrivacyContent, "controller"> & { controller: PrivacyContent["controller"] & { requestsDepartment: string } };

export function PrivacyPreview(props: PreviewProps) {
  const { site: facts, code } = usePreviewLanguage();
  const privacy = draftOf<RawPrivacy>(props.entry);
  // The department is named in English (a shared text), as the English site.json names it.
  const department = privacy.controller?.requestsDepartment;
  const email = englishFile("site.json").contact.emails.find((candidate) => candidate.department === department)?.address ?? null;
  const content: PrivacyContent = {
    heading: privacy.heading ?? "",
    intro: privacy.intro ?? "",
    updated: privacy.updated ?? "",
    controller: {
      heading: privacy.controller?.heading ?? "",
      text: privacy.controller?.text ?? "",
      emailLabel: privacy.controller?.emailLabel ?? "",
    },
    sections: (privacy.sections ?? []).map((section) => ({ heading: section.heading ?? "", paragraphs: texts(section.paragraphs) })),
  };
  return (
    <>
      {code === DEFAULT_LOCALE && <EnglishChanges {...props} />}
      <PrivacyView content={content} site={facts} email={email} />
    </>
  );
}
