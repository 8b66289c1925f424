/** Decap's backend and widget packages ship no types: only what decap.ts takes from them. */
declare module "decap-cms-backend-github" {
  export const GitHubBackend: unknown;
}
declare module "decap-cms-backend-proxy" {
  export const ProxyBackend: unknown;
}
/** A widget package: its default export makes the widget's definition, named as the configuration names it. */
interface DecapWidgetPackage {
  Widget(): { name: string };
}
declare module "decap-cms-widget-datetime" {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module "decap-cms-widget-file" {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module "decap-cms-widget-image" {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module "decap-cms-widget-list" {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module "decap-cms-widget-number" {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module "decap-cms-widget-object" {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module "decap-cms-widget-relation" {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module "decap-cms-widget-select" {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module "decap-cms-widget-string" {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module "decap-cms-widget-text" {
  const widget: DecapWidgetPackage;
  export default widget;
}
