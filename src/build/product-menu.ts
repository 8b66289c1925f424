/** The header's product menus: one slice per language (src/templates/product-menu.tsx). */
import path from "node:path";
import { PRODUCT_MENU_MAX } from "../lib/catalogue";
import { categoriesWithPages, productMenuSlice, type PagePlan } from "./page-plan";

export function createProductMenus({ actions, catalogue, languages }: PagePlan) {
  for (const code of languages.codes) {
    actions.createSlice({
      id: productMenuSlice(code),
      component: path.resolve("src/templates/product-menu.tsx"),
      // One product more than a menu lists by name: enough for the slice to tell that it lists categories instead.
      context: { locale: code, categories: categoriesWithPages(catalogue[code]), productLimit: PRODUCT_MENU_MAX + 1 },
    });
  }
}
