/** The language a preview draws in: English, or a translation's (set by translation-preview.tsx). */
import { createContext, useContext } from "react";
import { certificatesShown } from "../../../../src/lib/certificates";
import { DEFAULT_LOCALE, type Locale } from "../../../../src/lib/locales";
import { englishFile, type ContentFile } from "../editor-content";

/** The labels and company facts a preview draws with, in the language of the file being edited. */
export interface PreviewLanguage {
  code: Locale["code"];
  catalogue: ContentFile<"catalogue.json">;
  categories: ContentFile<"categories.json">;
  site: ContentFile<"site.json">;
}

/**
 * What a preview shows certificates with (certificates.ts): this browser's today, in UTC as the
 * build's, and their days as the file's language writes them; a certificate's optional fields as
 * the page's query gives them (null where left out).
 */
export function previewCertificates({ site, code }: Pick<PreviewLanguage, "site" | "code">) {
  const certificates = site.certifications.map((certificate) => ({ ...certificate, validUntil: certificate.validUntil || null, verifyUrl: certificate.verifyUrl || null }));
  const today = new Date().toISOString().slice(0, 10);
  return { certificates, today, shownFor: (product?: { slug: string; category: string }) => certificatesShown(certificates, today, code, product) };
}

/** Entries of a content file named as the site's queries name them (slug, name). */
export const named = (entries: readonly { id: string; name: string }[]) => entries.map(({ id, name }) => ({ slug: id, name }));

/** Set by a translation's preview; an English preview has none, and draws with the English files. */
export const PreviewLanguageContext = createContext<PreviewLanguage | null>(null);

export function usePreviewLanguage(): PreviewLanguage {
  return (
    useContext(PreviewLanguageContext) ?? {
      code: DEFAULT_LOCALE,
      catalogue: englishFile("catalogue.json"),
      categories: englishFile("categories.json"),
      site: englishFile("site.json"),
    }
  );
}
