import { graphql, type PageProps } from "gatsby";
import { PrivacyView } from "../components/privacy/privacy-view";
import { screenHead } from "../components/seo/seo";
import { required } from "../lib/required";

type Data = Queries.PrivacyPageQuery;

export default function PrivacyPage({ data }: PageProps<Data>) {
  // The department is named in English (a `shared` text), as the English site.json names it.
  const { requestsDepartment } = required(data.privacyJson, "content/privacy.json").controller;
  const email = data.departments?.contact.emails.find(({ department }) => department === requestsDepartment)?.address;
  return (
    <PrivacyView
      content={required(data.privacyJson, "content/privacy.json")}
      site={required(data.siteLayout, "content/site.json")}
      email={required(email, `The e-mail address of ${requestsDepartment} (content/privacy.json, controller.requestsDepartment)`)}
    />
  );
}

export const Head = screenHead<Data>((data) => data.privacyJson, "content/privacy.json");

export const query = graphql`
  query PrivacyPage($locale: String!) {
    ...SiteLayout
    privacyJson(locale: { eq: $locale }) {
      title
      description
      ...PrivacyView
      controller {
        requestsDepartment
      }
    }
    departments: siteJson(locale: { eq: "en" }) {
      contact {
        emails {
          department
          address
        }
      }
    }
  }
`;
