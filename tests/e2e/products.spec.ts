import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { content } from "./content";
import { fillIn } from "../../src/lib/fill-in";

const { catalogue, categories, products } = content;

/** The grid of cards: the list under the page's heading that holds articles (the category links above it are a list of links). */
const gridOf = (page: Page, name = catalogue.heading) =>
  page.getByRole("region", { name }).getByRole("list").filter({ has: page.getByRole("article") });

test("the product range shows a card per product: image, name, short description, View Details", async ({ page }) => {
  await page.goto("/products/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogue.heading);
  const grid = gridOf(page);
  const cards = grid.getByRole("listitem");
  await expect(cards).toHaveCount(products.length);
  for (const [index, product] of products.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(product.name);
    await expect(card).toContainText(product.shortDescription);
    await expect(card.locator("picture img").last()).toHaveAttribute("src", /\.(jpg|png|webp|avif)$/);
    const details = card.getByRole("link", { name: new RegExp(`^${catalogue.detailsLabel}`) });
    await expect(details).toHaveAttribute("href", `/products/${product.id}/`);
  }
});

for (const [width, columns] of [
  [375, 1],
  [820, 2],
  [1280, 3],
] as const) {
  test(`the grid has ${columns} column(s) at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/products/");
    const grid = gridOf(page);
    const tracks = await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(" ").length);
    expect(tracks).toBe(columns);
    const tops = await grid
      .getByRole("listitem")
      .evaluateAll((items) => items.slice(0, 3).map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(columns === 1 ? 3 : columns === 2 ? 2 : 1);
  });
}

test("View Details opens the product", async ({ page }) => {
  await page.goto("/products/");
  const product = products[8]!;
  await page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: product.name }) })
    .getByRole("link")
    .click();
  await expect(page).toHaveURL(`/products/${product.id}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
});

test("the category links above the grid lead to each category's page: its name, introduction and only its products, and back to all products", async ({ page }) => {
  await page.goto("/products/");
  const links = page.getByRole("navigation", { name: catalogue.categoriesLabel });
  await expect(links.getByRole("link")).toHaveText([catalogue.allProductsLabel, ...categories.map(({ name }) => name)]);
  await expect(links.getByRole("link", { name: catalogue.allProductsLabel })).toHaveAttribute("aria-current", "page");
  // One grid page: no numbered pages.
  await expect(page.getByRole("navigation", { name: catalogue.paginationLabel })).toHaveCount(0);
  for (const category of categories) {
    await page.getByRole("navigation", { name: catalogue.categoriesLabel }).getByRole("link", { name: category.name, exact: true }).click();
    await expect(page).toHaveURL(`/products/category/${category.id}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.name);
    await expect(page.getByText(category.intro)).toBeVisible();
    // Not the category's name alone: the Grains and Pulses products are named so.
    await expect(page).toHaveTitle(`${fillIn(catalogue.categoryTitle, { category: category.name })} | ${content.site.company.name}`);
    await expect(page.getByRole("navigation", { name: catalogue.categoriesLabel }).getByRole("link", { name: category.name, exact: true })).toHaveAttribute("aria-current", "page");
    const members = products.filter((product) => product.category === category.id).map(({ name }) => name);
    await expect(gridOf(page, category.name).getByRole("heading", { level: 2 })).toHaveText(members);
  }
  await page.getByRole("navigation", { name: catalogue.categoriesLabel }).getByRole("link", { name: catalogue.allProductsLabel }).click();
  await expect(page).toHaveURL("/products/");
  await expect(gridOf(page).getByRole("listitem")).toHaveCount(products.length);
});

test("an unknown category answers Product not found., with HTTP 404", async ({ page }) => {
  const response = await page.goto("/products/category/nuts/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.site.notFound.productTitle);
});
