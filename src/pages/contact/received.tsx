import { graphql, type HeadFC, type PageProps } from "gatsby";
import { InquiryReceivedView } from "../../components/contact/inquiry-received-view";
import { Seo } from "../../components/seo/seo";
import { required } from "../../lib/required";

type Data = Queries.InquiryReceivedPageQuery;

/**
 * Where the contact form lands without scripts, once the host has recorded the inquiry (Netlify
 * Forms answers the form's POST with this page; so does scripts/serve.mjs). Not indexed, and not in
 * the sitemap or search: it only means something after a form was sent.
 */
export default function InquiryReceivedPage({ data }: PageProps<Data>) {
  const contact = required(data.contactJson, "content/contact.json");
  return <InquiryReceivedView content={contact.received} panel={contact.panel} site={required(data.siteLayout, "content/site.json")} />;
}

export const Head: HeadFC<Data> = ({ data, location }) => {
  const { received } = required(data.contactJson, "content/contact.json");
  return <Seo title={received.title} description={received.text} pathname={location.pathname} noindex />;
};

export const query = graphql`
  query InquiryReceivedPage($locale: String!) {
    ...SiteLayout
    contactJson(locale: { eq: $locale }) {
      received {
        title
        heading
        text
        chatLabel
        backLabel
      }
      ...ContactPanel
    }
  }
`;
