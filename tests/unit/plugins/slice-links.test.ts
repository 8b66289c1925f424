import { markCurrentSliceLinks, pagePathOf } from "../../../plugins/delivery/slice-links";

/** A page as Gatsby stitches it: a product menu slice, then its scripts slice. */
const page = (menu: string) =>
  `<body><a href="/ar/products/soya-meal/">outside</a><!-- slice-start id="product-menu-ar-1f-1" --><ul>${menu}</ul><!-- slice-end id="product-menu-ar-1f-1" -->` +
  `<!-- slice-start id="_gatsby-scripts-1" --><a href="/ar/products/soya-meal/">x</a><!-- slice-end id="_gatsby-scripts-1" --></body>`;

describe("markCurrentSliceLinks", () => {
  it("marks the slice's link to the page itself as the current page, as Gatsby's Link would, and nothing else", () => {
    const html = page('<li><a class="m" href="/ar/products/castor-oil/">A</a></li><li><a class="m" href="/ar/products/soya-meal/">B</a></li>');
    expect(markCurrentSliceLinks(html, "/ar/products/soya-meal/")).toBe(
      page('<li><a class="m" href="/ar/products/castor-oil/">A</a></li><li><a aria-current="page" class="m" href="/ar/products/soya-meal/">B</a></li>'),
    );
  });

  it("leaves pages that are not in the slice, and a link already marked, as they are", () => {
    const html = page('<li><a aria-current="page" href="/products/soya-meal/">B</a></li>');
    expect(markCurrentSliceLinks(html, "/products/soya-meal/")).toBe(html);
    expect(markCurrentSliceLinks(html, "/about/")).toBe(html);
    // A longer address that starts with the page's is another page.
    expect(markCurrentSliceLinks(page('<a href="/products/soya-meal/x/">C</a>'), "/products/soya-meal/")).toBe(page('<a href="/products/soya-meal/x/">C</a>'));
  });

  it("marks every link to the page in every slice (the dropdown's and the drawer's), and no other attribute that names it", () => {
    const twoMenus = (menu: string) =>
      `<!-- slice-start id="menu-en-1" --><ul>${menu}</ul><!-- slice-end id="menu-en-1" --><main></main><!-- slice-start id="drawer-en-1" --><ul>${menu}</ul><!-- slice-end id="drawer-en-1" -->`;
    const menu = (mark: string) => `<li><a class="m" data-href="/products/soya-meal/" href="/products/castor-oil/">A</a></li><li><a ${mark}href="/products/soya-meal/" class="m">B</a></li>`;
    expect(markCurrentSliceLinks(twoMenus(menu("")), "/products/soya-meal/")).toBe(twoMenus(menu('aria-current="page" ')));
  });
});

describe("pagePathOf", () => {
  it("reads a page's address from its file in the build's output", () => {
    expect(pagePathOf("public", "public/ar/products/soya-meal/index.html")).toBe("/ar/products/soya-meal/");
    expect(pagePathOf("public", "public/index.html")).toBe("/");
    expect(pagePathOf("public", "public/ar/404.html")).toBe("/ar/404.html");
  });
});
