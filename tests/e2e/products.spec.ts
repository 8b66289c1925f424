import { expect, test } from "./fixtures";
import { content } from "./content";

const { catalogue, products } = content;

test("the product range shows a card per product: image, name, short description, View Details", async ({ page }) => {
  await page.goto("/products/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogue.heading);
  const grid = page.getByRole("region", { name: catalogue.heading }).getByRole("list");
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
    const grid = page.getByRole("region", { name: catalogue.heading }).getByRole("list");
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
