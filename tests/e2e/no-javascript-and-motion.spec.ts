import { expect, test } from "./fixtures";
import { content } from "./content";

const { home, catalogue, products, about, contact, site } = content;

test.describe("with JavaScript off, every screen reads from the static HTML", () => {
  test.use({ javaScriptEnabled: false });

  test("home, products, a product, about and contact", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.headline);
    await expect(page.getByText(home.whyChooseUs.points[5]!.text)).toBeVisible();
    await expect(page.getByRole("heading", { name: products[9]!.name })).toBeAttached();

    await page.goto("/products/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogue.heading);
    for (const product of products) await expect(page.getByText(product.shortDescription)).toBeVisible();

    const product = products[3]!;
    await page.goto(`/products/${product.id}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
    for (const feature of product.features) await expect(page.getByText(feature)).toBeVisible();
    await expect(page.getByRole("main").getByRole("img", { name: product.name }).first()).toBeVisible();

    await page.goto("/about/");
    await expect(page.getByText(about.vision.text)).toBeVisible();

    await page.goto("/contact/");
    await expect(page.getByRole("heading", { name: contact.form.heading })).toBeVisible();
    await expect(page.getByText(site.contact.address.postalCode)).toBeVisible();
    await expect(page.locator("footer")).toContainText(site.company.description);
  });
});

test.describe("with reduced motion", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("nothing waits hidden for an animation, and the header does not slide", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const header = page.getByRole("banner");
    const duration = await header.evaluate((element) => parseFloat(getComputedStyle(element).animationDuration));
    expect(duration).toBeLessThanOrEqual(0.001);
    const waiting = page.locator('[data-reveal="waiting"]').first();
    await expect(waiting).toBeAttached();
    expect(await waiting.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
    expect(await waiting.evaluate((element) => getComputedStyle(element).transform)).toBe("none");
  });
});
