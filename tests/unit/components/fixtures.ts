/** Props built from the real content files, as the page queries would deliver them. */
import contact from "../../../content/contact.json";
import products from "../../../content/products.json";
import site from "../../../content/site.json";

export { contact, site };
export const productLinks = products.products.map(({ id, name }) => ({ slug: id, name }));
