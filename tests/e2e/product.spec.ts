import { expect, test } from "./fixtures";
import { content } from "./content";

const { catalogue, products, site } = content;
const siteUrl = "https://www.sorathagroexports.com";

function metaContent(html: string, attribute: "name" | "property", key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`));
  return tag?.[1]?.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;/g, "'");
}

test("every product page carries its title and share metadata in the static HTML", async ({ request }) => {
  for (const product of products) {
    const path = `/products/${product.id}/`;
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const title = `${product.name} | ${site.company.name}`;
    expect(html.match(/<title[^>]*>([^<]*)<\/title>/g)).toHaveLength(1);
    expect(html).toContain(`>${title.replace(/&/g, "&amp;")}</title>`);
    expect(metaContent(html, "name", "description")).toBe(product.shortDescription);
    expect(metaContent(html, "property", "og:title")).toBe(title);
    expect(metaContent(html, "property", "og:description")).toBe(product.shortDescription);
    expect(metaContent(html, "property", "og:type")).toBe("product");
    expect(metaContent(html, "property", "og:url")).toBe(`${siteUrl}${path}`);
    expect(metaContent(html, "name", "twitter:card")).toBe("summary_large_image");
    expect(metaContent(html, "name", "twitter:title")).toBe(title);
    expect(metaContent(html, "name", "twitter:description")).toBe(product.shortDescription);

    const image = metaContent(html, "property", "og:image")!;
    expect(image.startsWith(`${siteUrl}/static/`)).toBe(true);
    expect(metaContent(html, "name", "twitter:image")).toBe(image);
    const file = await request.get(new URL(image).pathname);
    expect(file.status()).toBe(200);
  }
});

test("a product page shows image, name, description, key features, packaging and origin", async ({ page }) => {
  const product = products[4]!;
  await page.goto(`/products/${product.id}/`);
  await expect(page).toHaveTitle(`${product.name} | ${site.company.name}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("img", { name: product.name })).toBeVisible();
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(product.name);
  await expect(main).toContainText(product.description);

  await expect(main.getByRole("heading", { name: catalogue.featuresHeading })).toBeVisible();
  const features = main.getByRole("list").filter({ hasText: product.features[0]! }).getByRole("listitem");
  await expect(features).toHaveText(product.features);

  await expect(main.getByRole("heading", { name: catalogue.packagingHeading })).toBeVisible();
  await expect(main.getByRole("definition").nth(0)).toHaveText(product.packaging);
  await expect(main.getByRole("definition").nth(1)).toHaveText(product.origin);
  await expect(main.getByRole("term").nth(0)).toHaveText(catalogue.packagingLabel);
  await expect(main.getByRole("term").nth(1)).toHaveText(catalogue.originLabel);
});

test("Inquire Now goes to the contact page with the product chosen", async ({ page }) => {
  const product = products[7]!;
  await page.goto(`/products/${product.id}/`);
  const inquire = page.getByRole("link", { name: catalogue.inquireLabel });
  await expect(inquire).toHaveAttribute("href", `/contact/?product=${product.id}`);
  await inquire.click();
  await expect(page).toHaveURL(`/contact/?product=${product.id}`);
  await expect(page.getByLabel(content.contact.form.productLabel, { exact: true })).toHaveValue(product.name);
});

test("an unknown or hostile product parameter is ignored", async ({ page }) => {
  for (const value of ["no-such-product", "<img src=x onerror=alert(1)>", "javascript:alert(1)", products[0]!.name, ""]) {
    await page.goto(`/contact/?product=${encodeURIComponent(value)}`);
    await expect(page.getByLabel(content.contact.form.productLabel, { exact: true })).toHaveValue("");
    await expect(page.getByRole("textbox", { name: content.contact.form.messageLabel })).toHaveValue("");
    await expect(page.locator("main img[src=x]")).toHaveCount(0);
  }
});
