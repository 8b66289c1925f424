/**
 * The content's table of contents: how content/ becomes pages. Each step is a module of src/build/.
 *
 * 1. The languages' entries are checked (src/lib/locales.ts), then the content files against their
 *    model (src/lib/content-model.ts), and made into the nodes pages query, in every language
 *    (content-nodes.ts).
 * 2. Before any page is made, every problem is reported together: a file's own, references between
 *    files, and wrong translations. Then what each language shows (languages.ts).
 * 3. The pages: the header's product menus, each product, the product range and each category in
 *    numbered pages, the not-found pages, and the screens of src/pages in every language.
 * 4. The content's documents, published at their own paths.
 *
 * How Gatsby builds and delivers the pages is plugins/delivery's concern.
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { contentDir } from "./src/lib/build-settings";
import { contentErrorReport, contentReferenceProblems, displayPath, isFile, readContentFile, readTranslationStates } from "./src/lib/content-files";
import { contentModels } from "./src/lib/content-model";
import { siteToday } from "./src/lib/certificates";
import { certificateNotices, formatProblem, marketNotices, priceNotices } from "./src/lib/content-rules";
import { localeProblems, locales } from "./src/lib/locales";
import { contentTypeDefs, emptyCatalogue, queryCatalogue } from "./src/lib/content-schema";
import { contentProblemsFound, onContentNode } from "./src/build/content-nodes";
import { LanguagesShown } from "./src/build/languages";
import type { PagePlan } from "./src/build/page-plan";
import { createProductMenus } from "./src/build/product-menu";
import { createProductPages } from "./src/build/product-pages";
import { createListingPages } from "./src/build/listing-pages";
import { createCategoryPages } from "./src/build/category-pages";
import { createProductNotFoundPages } from "./src/build/not-found-pages";
import { createScreenPages } from "./src/build/screen-pages";
import { publishDocuments } from "./src/build/documents";

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const languageProblems = locales.flatMap(localeProblems);
  if (languageProblems.length > 0) {
    reporter.panic(`The languages of src/lib/locales.ts lack what the site needs:\n${languageProblems.map((problem) => `  - ${problem}`).join("\n")}`);
  }
  const missing = Object.keys(contentModels).filter((name) => !isFile(path.join(contentDir, name)));
  if (missing.length > 0) {
    reporter.panic(`Content files missing from ${displayPath(contentDir)}: ${missing.join(", ")}`);
  }
};

/**
 * The nodes of each file in each language are made and deleted by content-nodes.ts, not swept by
 * Gatsby when no source touched them: they outlive builds in which their files did not change.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions }) => {
  actions.enableStatefulSourceNodes!(); // Gatsby 5.12 and later
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
};

export const onCreateNode: GatsbyNode["onCreateNode"] = onContentNode;

/** Set by createPages, which runs before onCreatePage localizes the screens of src/pages. */
let plan: PagePlan | undefined;

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  // References and translations are checked against valid English files only.
  const fileProblems = contentProblemsFound();
  const states = fileProblems.length > 0 ? [] : readTranslationStates();
  const problems = fileProblems.length > 0 ? fileProblems : [...contentReferenceProblems(), ...states.flatMap((state) => state.problems)];
  if (problems.length > 0) {
    // While developing, the screens are still made, in every language, to show the problems on.
    plan = { actions, catalogue: emptyCatalogue(), languages: new LanguagesShown([]), featured: [], today: siteToday(), register: [], facts: {} };
    reporter.panicOnBuild(contentErrorReport(problems));
    return;
  }
  const languages = new LanguagesShown(states);
  languages.report(reporter);
  const today = siteToday();
  const { certifications } = readContentFile("site.json");
  const notices = certificateNotices(certifications, today, displayPath(path.join(contentDir, "site.json")));
  if (notices.length > 0) reporter.warn(`Certificates to renew (today is ${today}):\n${notices.map((notice) => `  - ${formatProblem(notice)}`).join("\n")}`);
  const { products } = readContentFile("products.json");
  const reviews = marketNotices(products, today, displayPath(path.join(contentDir, "products.json")));
  if (reviews.length > 0) reporter.warn(`Limits by market to review (today is ${today}):\n${reviews.map((notice) => `  - ${formatProblem(notice)}`).join("\n")}`);
  const prices = priceNotices(products, today, displayPath(path.join(contentDir, "products.json")));
  if (prices.length > 0) reporter.warn(`Prices to update (today is ${today}):\n${prices.map((notice) => `  - ${formatProblem(notice)}`).join("\n")}`);

  const { catalogue, errors } = await queryCatalogue(graphql);
  if (!catalogue) {
    reporter.panicOnBuild("Could not load the catalogue to create its pages.", errors);
    return;
  }
  plan = {
    actions,
    catalogue,
    languages,
    featured: readContentFile("home.json").featured.products,
    today,
    register: certifications,
    facts: Object.fromEntries(
      products.map(({ id, packing, availableMonths, samples, price, markets }) => [id, { packing, availableMonths, samples, price, reviewedOn: markets.map(({ reviewedOn }) => reviewedOn) }]),
    ),
  };
  createProductMenus(plan);
  createProductPages(plan);
  createListingPages(plan);
  createCategoryPages(plan);
  createProductNotFoundPages(plan);
};

export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (plan) createScreenPages(page, actions, plan);
};

/** 4. The content's documents (the certificates' PDFs), at their own addresses (src/build/documents.ts); also while developing. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ reporter }) => {
  reporter.verbose(`documents: ${publishDocuments(contentDir, "public")} published`);
};
