/**
 * How a page fits its screen, asked inside the page (Playwright's `page.evaluate` and the
 * engines' `Engine.evaluate` send its source, so it uses nothing from outside but its argument):
 * tests/e2e/product.spec.ts in Chromium, tests/engines/behaviours.spec.ts in Firefox and WebKit.
 */

/**
 * Where one long word would make the page wider than the screen: `word` (a German compound, say, as a fifth language
 * brings) is put before each kind of text in turn (its element's tag and classes, with its parent's and grandparent's),
 * and the page's width read. A word wider than its line must break instead (global.css), and no grid column may grow
 * to hold it (minmax(0, …)). Left out: tables, the months strip and the About page's counted figures, which hold figures
 * and short names by design (packing-loads.module.css, counter.tsx), and text kept on one line (a price range).
 */
export function widenedByALongWord(word: string): string[] {
  const kinds = new Map<string, Text>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement!;
    if (!node.textContent!.trim() || element.getClientRects().length === 0 || getComputedStyle(element).whiteSpace === "nowrap") continue;
    if (element.closest("table, ol[aria-labelledby='months-heading'], [data-final], script, style, svg")) continue;
    const kind = [element, element.parentElement, element.parentElement?.parentElement].map((one) => (one ? `${one.localName}.${one.className}` : "")).join(" < ");
    if (!kinds.has(kind)) kinds.set(kind, node as Text);
  }
  const widened: string[] = [];
  for (const [kind, node] of kinds) {
    const text = node.data;
    node.data = `${word} ${text}`;
    const over = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    node.data = text;
    if (over > 0) widened.push(`"${text.trim().slice(0, 30)}" (${kind.split(" < ")[0]}): ${over} px`);
  }
  return widened;
}

export interface ProductPageFit {
  /** How many pixels the page is wider than the screen. */
  page: number;
  /** How far each table and term list of the page runs past its column, in whole pixels (0 or less: it fits). */
  blocks: number[];
  /** The loads table's figures broken over two lines ("18 t" above "net"). */
  broken: string[];
  /** The words of its packing units broken over two lines ("Contened" above "or"). */
  split: string[];
}

/** Measures the page as it is laid out now; `loadsHeading` is the loads table's caption in the page's language. */
export function productPageFit(loadsHeading: string): ProductPageFit {
  const onTwoLines = (range: Range) => new Set([...range.getClientRects()].map(({ top }) => Math.round(top))).size > 1;
  const loads = [...document.querySelectorAll<HTMLTableElement>("main table")].find((table) => table.caption?.textContent === loadsHeading)!;
  const broken: string[] = [];
  const walker = document.createTreeWalker(loads.tBodies[0]!, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    if (!node.parentElement!.closest("td") || !node.textContent!.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if (onTwoLines(range)) broken.push(node.textContent!);
  }
  const split = [...loads.tBodies[0]!.querySelectorAll("th")].flatMap((unit) => {
    const text = unit.firstChild!;
    return [...text.textContent!.matchAll(/\S+/g)]
      .filter((word) => {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        return onTwoLines(range);
      })
      .map((word) => word[0]);
  });
  return {
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    blocks: [...document.querySelectorAll("main table, main dl")].map((block) => {
      // Its column: the nearest element with a box of its own (a StaticPart has none).
      let column = block.parentElement!;
      while (getComputedStyle(column).display === "contents") column = column.parentElement!;
      // A table grows with what it holds; a term list keeps its column's width, and its grid runs out of it.
      return Math.max(Math.ceil(block.getBoundingClientRect().width - column.getBoundingClientRect().width), block.scrollWidth - block.clientWidth);
    }),
    broken,
    split,
  };
}

/**
 * How each certificate's terms and values stand on the page (the product pages and the About page's register), as
 * `productPageFit` is asked: for each, how many places its values start at (1: a column of their own) and whether
 * they start after its longest term, read in the page's direction.
 */
export function certificateColumns(): { starts: number; afterTerms: boolean }[] {
  return [...document.querySelectorAll("#certificates dl")].map((list) => {
    const rtl = getComputedStyle(list).direction === "rtl";
    const start = (element: Element) => Math.round(rtl ? -element.getBoundingClientRect().right : element.getBoundingClientRect().left);
    const end = (element: Element) => Math.round(rtl ? -element.getBoundingClientRect().left : element.getBoundingClientRect().right);
    const values = [...list.querySelectorAll("dd")].map(start);
    return { starts: new Set(values).size, afterTerms: Math.min(...values) > Math.max(...[...list.querySelectorAll("dt")].map(end)) };
  });
}

/**
 * How the loads table's rows stand on a phone, asked as `productPageFit` is: for each packing, whether its unit runs
 * across the table, its loads and lead time below it, and each of them in line with its column's heading (its start,
 * read in the page's direction, within a pixel).
 */
export function loadsRows(loadsHeading: string): { unitAcross: boolean; figuresBelow: boolean; aligned: boolean }[] {
  const loads = [...document.querySelectorAll<HTMLTableElement>("main table")].find((table) => table.caption?.textContent === loadsHeading)!;
  const rtl = getComputedStyle(loads).direction === "rtl";
  const start = (element: Element) => (rtl ? -element.getBoundingClientRect().right : element.getBoundingClientRect().left);
  const headings = [...loads.tHead!.rows[0]!.cells].slice(1);
  return [...loads.tBodies[0]!.rows].map((row) => {
    const [unit, ...figures] = [...row.cells];
    return {
      unitAcross: Math.abs(unit!.getBoundingClientRect().width - loads.getBoundingClientRect().width) <= 1,
      figuresBelow: figures.every((figure) => figure.getBoundingClientRect().top >= unit!.getBoundingClientRect().bottom - 1),
      aligned: figures.every((figure, index) => Math.abs(start(figure) - start(headings[index]!)) <= 1),
    };
  });
}

/** The loads table, as the tests that ask an engine about it find it: the table whose body the search index reads as packing. */
export const LOADS_TABLE = "main table:has(tbody[data-packing])";

/**
 * The roles a screen reader is given in a loads table of `packings` packings: the table, a row of headings and a row
 * per packing, four column headings, and in each packing's row its heading and three cells. Each engine's count of
 * them is its own (Chromium's accessibility tree in product.spec.ts, Engine.countRole in behaviours.spec.ts).
 */
export function loadsTableRoles(packings: number): Record<string, number> {
  return { table: 1, row: 1 + packings, columnheader: 4, rowheader: packings, cell: 3 * packings };
}

/** Each role of `roles` (loadsTableRoles) as an engine counts it, by `count`, in the same order. */
export async function countRoles(roles: Record<string, number>, count: (role: string) => Promise<number>): Promise<Record<string, number>> {
  const counted: Record<string, number> = {};
  for (const role of Object.keys(roles)) counted[role] = await count(role);
  return counted;
}
