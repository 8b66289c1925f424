/** @jest-environment node */
import path from "node:path";

function settingsWith(env: Record<string, string | undefined>) {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
  try {
    type Settings = { contentDir: string; siteUrl: string };
    let settings: Settings | undefined;
    jest.isolateModules(() => {
      settings = jest.requireActual<Settings>("../../../src/lib/build-settings");
    });
    return settings!;
  } finally {
    process.env = saved;
  }
}

describe("build settings", () => {
  it("default to the production address and the content folder", () => {
    const settings = settingsWith({ SITE_URL: undefined, CONTENT_DIR: undefined });
    expect(settings.siteUrl).toBe("https://www.sorathagroexports.com");
    expect(settings.contentDir).toBe(path.resolve("content"));
  });

  it("take SITE_URL for a deploy preview, without a trailing slash", () => {
    expect(settingsWith({ SITE_URL: "https://preview-42.example.net/" }).siteUrl).toBe("https://preview-42.example.net");
  });

  it("take CONTENT_DIR for another content folder", () => {
    expect(settingsWith({ CONTENT_DIR: "/tmp/other-content" }).contentDir).toBe("/tmp/other-content");
  });
});
