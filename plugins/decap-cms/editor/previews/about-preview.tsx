/** The About page's preview: AboutView, with the register of certificates as the page shows it. */
import { AboutView } from "../../../../src/components/about/about-view";
import { DEFAULT_LOCALE, localeOf } from "../../../../src/lib/locales";
import { scopeWords } from "../../../../src/lib/certificates";
import { englishFile } from "../editor-content";
import { draftOf, texts, type Draft, type PreviewProps } from "./decap-entry";
import { EnglishChanges } from "./english-changes";
import { assetsFor, imageFile, picture } from "./pictures";
import { named, previewCertificates, usePreviewLanguage } from "./preview-language";
import { IconSymbols } from "./published";

type AboutContent = Queries.AboutViewFragment;
type RawAbout = Omit<AboutContent, "banner"> & { banner: Omit<AboutContent["banner"], "image"> & { image: string } };

export function AboutPreview(props: PreviewProps) {
  const language = usePreviewLanguage();
  const { code, catalogue, categories } = language;
  const { certificates, shownFor } = previewCertificates(language);
  // The products certificates name, by their English names in an English preview; a translation's draws its categories only.
  const products = code === DEFAULT_LOCALE ? englishFile("products.json").products : [];
  const about = draftOf<RawAbout>(props.entry);
  const getAsset = assetsFor(props, ["banner", "image"]);
  const titled = (item?: Draft<{ title: string; text: string }>) => ({ title: item?.title ?? "", text: item?.text ?? "" });
  const content: AboutContent = {
    banner: {
      heading: about.banner?.heading ?? "",
      text: about.banner?.text ?? "",
      image: imageFile(picture(about.banner?.image, getAsset)),
    },
    story: { heading: about.story?.heading ?? "", paragraphs: texts(about.story?.paragraphs) },
    values: { heading: about.values?.heading ?? "", items: texts(about.values?.items) },
    timeline: {
      heading: about.timeline?.heading ?? "",
      entries: (about.timeline?.entries ?? []).map((item) => ({ year: item.year ?? "", content: item.content ?? "" })),
    },
    counters: (about.counters ?? []).map((item) => ({
      target: item.target ?? 0,
      suffix: item.suffix ?? "",
      label: item.label ?? "",
    })),
    certificationsHeading: about.certificationsHeading ?? "",
    vision: titled(about.vision),
    mission: titled(about.mission),
  };
  return (
    <>
      <IconSymbols />
      {code === DEFAULT_LOCALE && <EnglishChanges {...props} />}
      <AboutView content={content} register={{ certificates, labels: catalogue, shown: shownFor(), scopes: scopeWords(certificates, { categories: named(categories.categories), products: named(products) }, localeOf(code).comma) }} />
    </>
  );
}
