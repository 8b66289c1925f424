import products from "../../../content/products.json";
import frenchProducts from "../../../content/locales/fr/products.json";
import arabicProducts from "../../../content/locales/ar/products.json";
import { localeOf } from "../../../src/lib/locales";
import { localizedContent, withEnglishName } from "../../../src/lib/localized-content";
import { nameKey, otherNames } from "../../../src/lib/other-names";

describe("withEnglishName", () => {
  it("adds the English name last, in the language's list", () => {
    expect(withEnglishName("Tourteau d'arachide, Tourteau de cacahuète", "Groundnut Extraction Meal", ", ")).toBe("Tourteau d'arachide, Tourteau de cacahuète, Groundnut Extraction Meal");
    expect(withEnglishName("زيت بذور الخروع، زيت الخروع الطبي", "Castor Oil", "، ")).toBe("زيت بذور الخروع، زيت الخروع الطبي، Castor Oil");
  });

  it("names it alone where the translation names no other, and not twice where it does", () => {
    expect(withEnglishName("", "Castor Oil", ", ")).toBe("Castor Oil");
    expect(withEnglishName(undefined, "Castor Oil", ", ")).toBe("Castor Oil");
    expect(withEnglishName("Huile de ricin, castor oil", "Castor Oil", ", ")).toBe("Huile de ricin, castor oil");
  });
});

describe("localizedContent", () => {
  it("gives every translated product its English name among its other names, and leaves English as written", () => {
    for (const [code, translation] of [["fr", frenchProducts], ["ar", arabicProducts]] as const) {
      const { products: shown } = localizedContent("products.json", products, translation, localeOf(code));
      for (const product of shown) {
        const english = products.products.find(({ id }) => id === product.id)!;
        const names = otherNames(product.alsoKnownAs).map(nameKey);
        expect(names).toContain(nameKey(english.name));
        // The translation's own names first, as the translator wrote them (typography aside); the English once ("Grains" is French too).
        const written = otherNames(translation.products.find(({ id }) => id === product.id)!.alsoKnownAs).map(nameKey);
        expect(names).toEqual(written.includes(nameKey(english.name)) ? written : [...written, nameKey(english.name)]);
      }
    }
    expect(localizedContent("products.json", products, {}, localeOf("en"))).toBe(products);
  });

  it("never gives a product, as another name, the name of a product in the language, its own or another's", () => {
    const english = { products: [{ ...products.products[0]!, name: "Grains" }, { ...products.products[1]!, name: "Castor Oil" }] };
    const translation = {
      products: [
        { ...frenchProducts.products[0]!, id: english.products[0]!.id, name: "Grains", alsoKnownAs: "Céréales" },
        { ...frenchProducts.products[1]!, id: english.products[1]!.id, name: "Huile de ricin", alsoKnownAs: "Huile de castor" },
      ],
    };
    const [own, other] = localizedContent("products.json", english, translation, localeOf("fr")).products;
    expect(own!.alsoKnownAs).toBe("Céréales");
    expect(other!.alsoKnownAs).toBe("Huile de castor, Castor Oil");
    const clash = { products: [translation.products[0]!, { ...translation.products[1]!, name: "Castor Oil" }] };
    expect(localizedContent("products.json", english, clash, localeOf("fr")).products[1]!.alsoKnownAs).toBe("Huile de castor");
  });
});
