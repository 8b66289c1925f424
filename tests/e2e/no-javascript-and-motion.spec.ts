import { expect, test } from "./fixtures";
import { content, contentIn } from "./content";
import { recordWith, uniqueToken } from "./inquiries";

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

  for (const code of ["en", "ar"] as const) {
    test(`${code}: the contact form records the inquiry from either button and lands on the received page, which offers every channel`, async ({ page }) => {
      const { form, received } = contentIn(code).contact;
      const prefix = code === "en" ? "" : `/${code}`;
      for (const button of [form.submitLabel, form.emailSubmitLabel]) {
        await page.goto(`${prefix}/contact/`);
        const token = uniqueToken();
        const values = {
          name: `Zoë <img src=x onerror=alert(1)> & Co ${token}`,
          email: "zoe+feed&text=x@example.com",
          company: "Gulf Feeds &body=x %0A",
          port: "جبل علي 🚢",
          message: "Price for 1 x 20 ft of chana?\n#2 & 100% + <b>5%</b>",
        };
        await page.getByRole("textbox", { name: form.nameLabel }).fill(values.name);
        await page.getByRole("textbox", { name: form.emailLabel }).fill(values.email);
        await page.getByLabel(form.companyLabel, { exact: true }).fill(values.company);
        // A second product row shows once the first names a product, without scripts too.
        const second = page.getByRole("combobox", { name: `${form.productLabel} 2`, exact: true });
        await expect(second).toBeHidden();
        await page.getByLabel(form.productLabel, { exact: true }).selectOption({ index: 2 });
        await expect(second).toBeVisible();
        await second.selectOption({ index: 4 });
        await page.getByRole("textbox", { name: `${form.quantityLabel} ${form.productLabel} 2`, exact: true }).fill("25");
        await page.getByLabel(form.portLabel, { exact: true }).fill(values.port);
        await page.getByRole("textbox", { name: form.messageLabel }).fill(values.message);
        await page.getByRole("button", { name: button }).click();

        await expect(page).toHaveURL(`${prefix}/contact/received/`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(received.heading);
        await expect(page.getByRole("link", { name: received.chatLabel })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
        await expect(page.getByRole("main").getByRole("link", { name: site.contact.phone })).toBeVisible();
        for (const { address } of site.contact.emails) await expect(page.getByRole("main").getByRole("link", { name: address })).toHaveAttribute("href", `mailto:${address}`);
        await expect(page.getByRole("link", { name: received.backLabel })).toHaveAttribute("href", `${prefix}/contact/`);

        const { fields, page: posted } = await recordWith(token);
        expect(posted).toBe(`${prefix}/contact/received/`);
        expect(fields).toMatchObject({
          name: values.name,
          email: values.email,
          company: values.company,
          port: values.port,
          language: code === "en" ? "English" : "Arabic",
          "product-1": products[1]!.name,
          "product-2": products[3]!.name,
          "quantity-2": "25",
        });
        expect(fields.channel).toBe("Form only");
        expect(Object.keys(fields)).not.toContain("bot-field");
        // A form sends a line break as CR LF.
        expect(fields.text).toBe(values.message.replace(/\n/g, "\r\n"));
      }
    });
  }
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
