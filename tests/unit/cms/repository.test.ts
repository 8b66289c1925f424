import { draftEntries, draftRefs, setRepositorySource } from "../../../plugins/decap-cms/editor/repository";

test("on GitHub, each draft is read at its branch's last commit, which stays readable if the draft is published a moment after it was listed", async () => {
  setRepositorySource({ repo: "sorath/site", branch: "main" });
  window.localStorage.setItem("decap-cms-user", JSON.stringify({ token: "t0ken" }));
  const asked: string[] = [];
  global.fetch = jest.fn(async (address: RequestInfo | URL, init?: RequestInit) => {
    asked.push(`${String(address)} ${(init?.headers as Record<string, string>).Authorization}`);
    const refs = [
      { ref: "refs/heads/cms/catalogue/products", object: { sha: "9f2c1e" } },
      { ref: "refs/heads/cms/translation-es/es-products", object: {} },
      { ref: "refs/heads/cmsother", object: { sha: "ffff" } },
    ];
    return { ok: true, status: 200, json: async () => refs } as Response;
  }) as typeof fetch;
  expect(await draftRefs()).toEqual(
    new Map([
      ["catalogue/products", "9f2c1e"],
      // Without a commit in the answer, its branch.
      ["translation-es/es-products", "cms/translation-es/es-products"],
    ]),
  );
  expect(await draftEntries()).toEqual(new Set(["catalogue/products", "translation-es/es-products"]));
  expect(asked[0]).toBe("https://api.github.com/repos/sorath/site/git/matching-refs/heads/cms/ token t0ken");
});
