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

  test("the contact form still sends by both buttons: the chat gets the message, the e-mail every field", async ({
    page,
    context,
  }) => {
    const { form } = contact;
    await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/plain", body: "chat" }));
    await page.goto("/contact/");
    const values = {
      name: "Zoë <img src=x onerror=alert(1)> & Co",
      email: "zoe+feed&text=x@example.com",
      company: "Gulf Feeds &body=x %0A",
      port: "جبل علي 🚢",
      message: "Price for 1 x 20 ft of chana?\n#2 & 100% + <b>5%</b>",
    };
    await page.getByRole("textbox", { name: form.nameLabel }).fill(values.name);
    await page.getByRole("textbox", { name: form.emailLabel }).fill(values.email);
    await page.getByLabel(form.companyLabel, { exact: true }).fill(values.company);
    await page.getByLabel(form.productLabel, { exact: true }).selectOption({ label: products[1]!.name });
    await page.getByLabel(form.quantityLabel, { exact: true }).fill("25");
    await page.getByLabel(form.portLabel, { exact: true }).fill(values.port);
    await page.getByRole("textbox", { name: form.messageLabel }).fill(values.message);

    // Send: a GET to the chat's address in a new tab; the chat reads the message from `text`.
    const popup = context.waitForEvent("page");
    await page.getByRole("button", { name: form.submitLabel }).click();
    const chat = new URL((await popup).url());
    expect(chat.origin + chat.pathname).toBe(`https://wa.me/${site.chat.number}`);
    // A form sends a line break as CR LF.
    expect(chat.searchParams.get("text")).toBe(values.message.replace(/\n/g, "\r\n"));

    // Send by e-mail: a POST as text/plain to the mailto: address with the subject; the browser
    // appends the fields as the body, one "name=value" line each, in the form's order.
    const request = page.waitForRequest((candidate) => candidate.url().startsWith("mailto:"));
    await page.getByRole("button", { name: form.emailSubmitLabel }).click();
    const mail = (await request).url();
    const sales = site.contact.emails.find(({ department }) => department === form.emailDepartment)!.address;
    const [address, query] = mail.slice("mailto:".length).split("?");
    expect(address).toBe(sales);
    const headers = query!.split("&").map((pair) => pair.split("=").map(decodeURIComponent));
    expect(headers).toEqual([
      ["subject", `New Inquiry from ${site.company.name} Website`],
      [
        "body",
        [
          `name=${values.name}`,
          `email=${values.email}`,
          `company=${values.company}`,
          "country=",
          `product=${products[1]!.name}`,
          "quantity=25",
          `port=${values.port}`,
          "incoterm=",
          `text=${values.message.replace(/\n/g, "\r\n")}`,
          "",
        ].join("\r\n"),
      ],
    ]);
    await expect(page).toHaveURL("/contact/");
    await expect(page.getByRole("textbox", { name: form.messageLabel })).toHaveValue(values.message);
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
