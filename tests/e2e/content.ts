/** The real content files, so tests assert what staff wrote rather than copies of it. */
import about from "../../content/about.json";
import catalogue from "../../content/catalogue.json";
import contact from "../../content/contact.json";
import home from "../../content/home.json";
import products from "../../content/products.json";
import site from "../../content/site.json";

export const content = { about, catalogue, contact, home, products: products.products, site };
