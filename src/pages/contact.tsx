import { graphql, type PageProps } from "gatsby";
import { ContactView } from "../components/contact/contact-view";
import { screenHead } from "../components/seo/seo";
import { required } from "../lib/required";
import { useSiteContent } from "../hooks/use-site-content";

type Data = Queries.ContactPageQuery;

export default function ContactPage({ data, location }: PageProps<Data>) {
  const site = useSiteContent();
  return (
    <ContactView
      content={required(data.contactJson, "content/contact.json")}
      site={site}
      products={data.allProduct.nodes}
      incoterms={required(data.siteJson, "content/site.json").incoterms}
      search={location.search}
    />
  );
}

export const Head = screenHead<Data>((data) => data.contactJson, "content/contact.json");

export const query = graphql`
  query ContactPage {
    contactJson {
      title
      description
      ...ContactView
    }
    siteJson {
      incoterms
    }
    allProduct(sort: { position: ASC }) {
      nodes {
        slug
        name
      }
    }
  }
`;
