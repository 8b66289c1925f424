/** The company file's preview: its register of certificates, under the ones to renew. */
import { Certifications } from "../../../../src/components/certifications/certifications";
import { certificateNotices } from "../../../../src/lib/content-rules";
import type { Certificate } from "../../../../src/lib/content-model";
import { EXPIRING_WITHIN_DAYS, scopeWords } from "../../../../src/lib/certificates";
import { chooser as chooserStyle } from "../beside-english.module.css";
import { englishFile } from "../editor-content";
import { draftOf, type PreviewProps } from "./decap-entry";
import { EnglishChanges } from "./english-changes";
import { named, previewCertificates, usePreviewLanguage } from "./preview-language";
import { IconSymbols } from "./published";

type DraftCertificate = Partial<Omit<Certificate, "coversProducts" | "coversCategories">> & { coversProducts?: string[]; coversCategories?: string[] };

/**
 * The English company file (site.json): its register of certificates as the About page shows it,
 * under what staff must do about it today: the certificates that have expired or expire within
 * 30 days, as the build names them (content-rules.ts certificateNotices).
 */
export function SitePreview(props: PreviewProps) {
  const language = usePreviewLanguage();
  const draft = (draftOf<{ certifications: DraftCertificate[] }>(props.entry).certifications ?? []).map((certificate) => ({
    id: certificate.id ?? "",
    kind: certificate.kind ?? "",
    name: certificate.name ?? "",
    description: certificate.description ?? "",
    issuer: certificate.issuer ?? "",
    number: certificate.number ?? "",
    coversProducts: certificate.coversProducts ?? [],
    coversCategories: certificate.coversCategories ?? [],
    issuedOn: certificate.issuedOn ?? "",
    validUntil: certificate.validUntil || undefined,
    document: certificate.document ?? "",
    verifyUrl: certificate.verifyUrl || undefined,
  }));
  const { certificates, today, shownFor } = previewCertificates({ site: { ...language.site, certifications: draft }, code: language.code });
  const shown = shownFor();
  const notices = certificateNotices(draft, today, "content/site.json");
  const scopes = scopeWords(draft, { categories: named(language.categories.categories), products: named(englishFile("products.json").products) }, ", ");
  return (
    <>
      <IconSymbols />
      <EnglishChanges {...props} />
      <section className={chooserStyle} lang="en" dir="ltr" role="status" aria-label="Certificates to renew">
        {notices.length === 0 ? (
          <p>
            No certificate has expired or expires within {EXPIRING_WITHIN_DAYS} days (today is {today}).
          </p>
        ) : (
          <>
            <p>
              <strong>Certificates to renew</strong> (today is {today}): upload the renewed certificate and change its days.
            </p>
            <ul>
              {notices.map((notice) => (
                // Keyed and named by place: a draft may hold two certificates with one id.
                <li key={notice.item}>
                  {draft[Number(/^certifications\[(\d+)\]/.exec(notice.item)?.[1])]?.name || notice.item}: {notice.message}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <Certifications
        heading="Certificates, as the About page shows them"
        certificates={certificates}
        labels={language.catalogue}
        expired={shown.expired}
        days={shown.days}
        scopes={scopes}
      />
    </>
  );
}
