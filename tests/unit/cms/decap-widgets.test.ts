/**
 * The editor registers only the parts of Decap it uses (plugins/decap-cms/editor/decap.ts, decision
 * 0047): every widget and backend the generated configuration names must be one it registers, or
 * Decap would draw "No control for widget" in place of a field.
 */
import { buildCmsConfig, type CmsField } from "../../../plugins/decap-cms/editor/cms-config";
import { DECAP_BACKENDS, DECAP_WIDGETS, EDITOR_WIDGETS } from "../../../plugins/decap-cms/editor/decap-widgets";

const registered: readonly string[] = [...DECAP_WIDGETS, ...EDITOR_WIDGETS];

function widgetsOf(fields: CmsField[] = []): string[] {
  return fields.flatMap((field) => [field.widget, ...widgetsOf(field.fields), ...(field.field ? widgetsOf([field.field]) : [])]);
}

for (const local of [false, true]) {
  test(`every widget the ${local ? "local" : "production"} configuration names is registered`, () => {
    const config = buildCmsConfig({ local, siteUrl: "https://www.example.org" });
    const named = new Set(config.collections.flatMap((collection) => collection.files.flatMap((file) => widgetsOf(file.fields))));
    expect(named.size).toBeGreaterThan(5);
    expect([...named].filter((widget) => !registered.includes(widget))).toEqual([]);
  });
}

test("the production backend is one the editor registers; the local one is decap-server's proxy", () => {
  expect(DECAP_BACKENDS).toContain(buildCmsConfig({ local: false, siteUrl: "https://www.example.org" }).backend.name);
  expect(DECAP_BACKENDS).toContain("proxy");
});
