import { expect, test } from "./fixtures";
import { content, contentIn } from "./content";
import { localeOf, localizedPath } from "../../src/lib/locales";

const { site } = content;

for (const width of [375, 1280]) {
  test.describe(`footer at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("has the quick links, the company description and the copyright with this year", async ({ page }) => {
      await page.goto("/products/");
      const footer = page.locator("footer");
      const quickLinks = footer.getByRole("navigation", { name: site.footer.quickLinksHeading });
      const links = quickLinks.getByRole("link");
      await expect(links).toHaveText(Object.values(site.navigation));
      expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")))).toEqual([
        "/",
        "/products/",
        "/about/",
        "/contact/",
      ]);
      await expect(footer).toContainText(site.company.description);
      await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.company.name}`);
    });

    test("lists the phone and five distinct department e-mails", async ({ page }) => {
      await page.goto("/");
      const footer = page.locator("footer");
      await expect(footer.getByRole("heading", { name: site.footer.contactHeading })).toBeVisible();
      await expect(footer.getByRole("link", { name: site.contact.phone })).toHaveAttribute(
        "href",
        `tel:${site.contact.phone.replace(/\s/g, "")}`,
      );
      const mailto = footer.locator('a[href^="mailto:"]');
      await expect(mailto).toHaveCount(5);
      const hrefs = await mailto.evaluateAll((all) => all.map((link) => link.getAttribute("href")));
      expect(new Set(hrefs).size).toBe(5);
      for (const { department, address } of site.contact.emails) {
        await expect(footer.getByRole("link", { name: address })).toHaveAttribute("href", `mailto:${address}`);
        await expect(footer.getByRole("listitem").filter({ hasText: address })).toContainText(department);
      }
    });

    test("links to the chat with a prefilled message and to two networks in new tabs", async ({ page }) => {
      await page.goto("/");
      const footer = page.locator("footer");
      const chat = footer.getByRole("link", { name: site.chat.label, exact: true });
      const url = new URL((await chat.getAttribute("href"))!);
      expect(url.origin + url.pathname).toBe(`https://wa.me/${site.chat.number}`);
      expect(url.searchParams.get("text")).toBe(site.chat.greeting);

      for (const { label, url: profile } of site.social) {
        const link = footer.getByRole("link", { name: new RegExp(`^${label}`) });
        await expect(link).toHaveAttribute("href", profile);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
    });

    test("the scroll-to-top button returns to the top, and the next Tab goes on from the content's start; the address keeps no #main", async ({ page }) => {
      await page.goto("/");
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
      await page.getByRole("link", { name: site.footer.scrollToTopLabel }).click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.locator("main")).toBeFocused();
      expect(new URL(page.url()).hash).toBe("");
    });

    test("scrolls in over 1000 ms", async ({ page }) => {
      await page.goto("/");
      const reveal = page.locator("footer [data-reveal]");
      await expect(reveal).toHaveAttribute("data-reveal", "waiting");
      expect(await reveal.evaluate((element) => getComputedStyle(element).opacity)).toBe("0");
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(reveal).toHaveAttribute("data-reveal", "shown");
      expect(await reveal.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe("1s, 1s");
      await expect.poll(() => reveal.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
    });
  });
}

test("each e-mail's department is followed by its language's colon: French sets a no-break space before it (\"Ventes : \")", async ({ page }) => {
  for (const code of ["en", "fr", "ar"] as const) {
    await page.goto(localizedPath(code, "/"));
    const { site } = contentIn(code);
    for (const { department, address } of site.contact.emails) {
      const item = page.locator("footer").getByRole("listitem").filter({ hasText: address });
      expect(await item.evaluate((node) => node.textContent)).toBe(`${department}${localeOf(code).colon}${address}`);
    }
  }
});

test.describe("footer without scripts", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("the scroll-to-top button works: a link to the content's top, under the fixed header", async ({ page }) => {
    for (const [path, label] of [
      ["/", site.footer.scrollToTopLabel],
      ["/products/groundnut-meal/", site.footer.scrollToTopLabel],
      ["/ar/contact/", contentIn("ar").site.footer.scrollToTopLabel],
    ] as const) {
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
      await page.locator("footer").getByRole("link", { name: label }).click();
      await expect.poll(() => page.evaluate(() => window.scrollY), path).toBe(0);
    }
  });
});
