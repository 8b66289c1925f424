/**
 * The privacy notice (/privacy/, content/privacy.json) in every language: who keeps an inquiry (the
 * company and its postal address, from site.json), the host and the chat service it passes
 * through, the e-mail address to write to; and the footer's link to it from every screen, in the
 * page's language.
 */
import { expect, test } from "./fixtures";
import { content, contentIn } from "./content";
import { localizedPath, locales } from "../../src/lib/locales";
import { productPath, routes, SEARCH_PATH } from "../../src/lib/routes";

const { site, privacy } = content;
/** Where buyers write about their data: the department the notice names, as the English site.json names it. */
const email = site.contact.emails.find(({ department }) => department === privacy.controller.requestsDepartment)!.address;
/** Every screen, the not-found page among them. */
const screens = [routes.home, routes.products, productPath(content.products[0]!.id), routes.about, routes.contact, routes.privacy, SEARCH_PATH, "/gone/"];

for (const { code, dir, englishName } of locales) {
  test(`in ${englishName}, the notice names who keeps the data, with its address, where the data goes, and where to write`, async ({ page }) => {
    const { privacy: notice, site: facts } = contentIn(code);
    const response = await page.goto(localizedPath(code, routes.privacy));
    expect(response!.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", code);
    await expect(page.locator("html")).toHaveAttribute("dir", dir);
    await expect(page).toHaveTitle(`${notice.title} | ${facts.company.name}`);

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(notice.heading);
    await expect(main.getByText(notice.updated, { exact: true })).toBeVisible();
    const address = main.getByRole("region", { name: notice.controller.heading, exact: true }).locator("address");
    for (const line of [facts.company.name, facts.contact.address.street, facts.contact.address.postalCode, facts.contact.address.country]) {
      await expect(address).toContainText(line);
    }
    await expect(address.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    // The host, and the chat service an inquiry sent by chat goes through, by their names.
    await expect(main).toContainText("Netlify");
    await expect(main).toContainText(facts.chat.label);
    for (const section of notice.sections) {
      const region = main.getByRole("region", { name: section.heading, exact: true });
      await expect(region.getByRole("heading", { level: 2 })).toHaveText(section.heading);
      for (const paragraph of section.paragraphs) await expect(region.getByText(paragraph, { exact: true })).toBeVisible();
    }
  });
}

test.describe("the footer, before any script", () => {
  test.use({ javaScriptEnabled: false });

  for (const { code, englishName } of locales) {
    test(`links every ${englishName} screen to the notice in ${englishName}`, async ({ page }) => {
      const label = contentIn(code).site.footer.privacyLabel;
      for (const screen of screens.map((path) => localizedPath(code, path))) {
        await page.goto(screen);
        await expect(page.locator("footer").getByRole("link", { name: label, exact: true }), screen).toHaveAttribute("href", localizedPath(code, routes.privacy));
      }
    });
  }
});

test("the footer's link leads to the notice in the page's language", async ({ page }) => {
  for (const { code } of locales) {
    const { site: facts, privacy: notice } = contentIn(code);
    await page.goto(localizedPath(code, routes.about));
    await page.locator("footer").getByRole("link", { name: facts.footer.privacyLabel, exact: true }).click();
    await expect(page).toHaveURL(localizedPath(code, routes.privacy));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notice.heading);
    await expect(page.locator("html")).toHaveAttribute("lang", code);
  }
});

for (const width of [375, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("the lines stay short enough to read, and in Arabic the notice runs right to left", async ({ page }) => {
      for (const { code, dir } of locales) {
        await page.goto(localizedPath(code, routes.privacy));
        const main = page.getByRole("main");
        const widths = await main.locator("section p").evaluateAll((paragraphs) => paragraphs.map((paragraph) => paragraph.getBoundingClientRect().width));
        expect(widths.length).toBeGreaterThan(0);
        for (const paragraphWidth of widths) expect(paragraphWidth, code).toBeLessThanOrEqual(Math.min(width, 700));
        // The address card's rule is on the side the lines start from: the right in Arabic.
        const rule = await main.locator("address").evaluate((card) => {
          const style = getComputedStyle(card);
          return { left: style.borderLeftWidth, right: style.borderRightWidth };
        });
        expect(rule, code).toEqual(dir === "rtl" ? { left: "0px", right: "4px" } : { left: "4px", right: "0px" });
        const heading = await main.getByRole("heading", { level: 2 }).first().boundingBox();
        const area = await main.boundingBox();
        // The first heading starts at the line's start: near the right edge in Arabic, the left elsewhere.
        const gap = dir === "rtl" ? area!.x + area!.width - (heading!.x + heading!.width) : heading!.x - area!.x;
        expect(gap, code).toBeLessThan(width < 640 ? 40 : (width - 1152) / 2 + 40);
      }
    });
  });
}
