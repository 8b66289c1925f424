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
declare module "decap-cms-widget-*" {
  const widget: DecapWidgetPackage;
  export default widget;
}
