import { graphql, type PageProps } from "gatsby";
import { ContactView } from "../components/contact/contact-view";
import { screenHead } from "../components/seo/seo";
import { required } from "../lib/required";

type Data = Queries.ContactPageQuery;

/** Set by gatsby-node.ts (src/build/screen-pages.ts): the products the form lists to choose from; none in a catalogue too large to list. */
type Context = { locale: string; productChoices: string[]; noSamples: string[]; recordAt: string };

export default function ContactPage({ data, pageContext }: PageProps<Data, Context>) {
  const content = required(data.contactJson, "content/contact.json");
  // The department is named in English (a `shared` text), as the English site.json names it.
  const { emailDepartment } = content.form;
  const department = required(data.departments, "content/site.json").contact.emails.find(({ department }) => department === emailDepartment);
  // The company reads the product an inquiry is about by its English name.
  const englishNames = new Map(data.englishProducts.nodes.map(({ slug, name }) => [slug, name]));
  return (
    <ContactView
      content={content}
      site={required(data.siteLayout, "content/site.json")}
      products={
        pageContext.productChoices.length > 0
          ? data.allProduct.nodes.map(({ slug, name }) => ({ slug, name, value: englishNames.get(slug) ?? name, samples: !pageContext.noSamples.includes(slug) }))
          : null
      }
      mailAddress={required(department, `The e-mail address of ${emailDepartment}`).address}
      incoterms={required(data.siteJson, "content/site.json").incoterms}
      recordAt={pageContext.recordAt}
    />
  );
}

export const Head = screenHead<Data>((data) => data.contactJson, "content/contact.json");

export const query = graphql`
  query ContactPage($locale: String!, $productChoices: [String!]!) {
    ...SiteLayout
    contactJson(locale: { eq: $locale }) {
      title
      description
      ...ContactView
      form {
        emailDepartment
      }
    }
    englishProducts: allProduct(filter: { locale: { eq: "en" }, slug: { in: $productChoices } }) {
      nodes {
        slug
        name
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
    siteJson(locale: { eq: $locale }) {
      incoterms
    }
    allProduct(filter: { locale: { eq: $locale }, slug: { in: $productChoices } }, sort: { position: ASC }) {
      nodes {
        slug
        name
      }
    }
  }
`;
