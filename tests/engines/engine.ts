/**
 * One browser engine, driven the same way whatever its driver: Firefox ESR through Puppeteer over
 * WebDriver BiDi (firefox.ts), WebKitGTK through WebKitWebDriver (webkit.ts). Both are Debian's
 * packages (scripts/ensure-engines.mjs); Playwright's own Firefox and WebKit cannot be installed here.
 * Input is real: clicks and hovers move the engine's own pointer, typing goes through its keyboard.
 */
export interface Engine {
  readonly name: string;
  /** Loads a path of the site (through the probe proxy) and waits until React has hydrated the page. */
  goto(path: string): Promise<void>;
  /** Loads a path and waits only for the load event (a page whose scripts do not run, or fail). */
  load(path: string): Promise<void>;
  /** Sets the page's viewport (the window's inner size). */
  resize(width: number, height: number): Promise<void>;
  /**
   * How many of the first element matching the selector and the elements inside it the engine's own accessibility tree
   * gives the role (what a screen reader is told, whatever the markup: CSS can change it).
   */
  countRole(selector: string, role: string): Promise<number>;
  /** Runs a function in the page and returns its (JSON) result. */
  evaluate<T, A extends unknown[] = []>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<Awaited<T>>;
  /** A real click in the middle of the first element matching the selector. */
  click(selector: string): Promise<void>;
  /** Moves the pointer into the middle of the first element matching the selector. */
  hover(selector: string): Promise<void>;
  /** Moves the pointer to a point of the viewport. */
  moveTo(x: number, y: number): Promise<void>;
  /** A real click at a point of the viewport, on whatever is there then (a control that another may replace at any moment). */
  clickAt(x: number, y: number): Promise<void>;
  /** Presses the pointer's button in the middle of the first element matching the selector, and holds it down. */
  pointerDown(selector: string): Promise<void>;
  /** Releases the pointer's button where the pointer is. */
  pointerUp(): Promise<void>;
  /** Clicks into a field and types the text through the keyboard ("\n" presses Enter); a key that leaves the page is pressed with `press`. */
  type(selector: string, text: string): Promise<void>;
  /** Presses one key: "Escape", "Tab", "Enter", or an arrow up or down (a combobox's). */
  press(key: "Escape" | "Tab" | "Enter" | "ArrowUp" | "ArrowDown"): Promise<void>;
  /** Runs an action that opens a new window or tab; returns the address that window was asked to load, and closes it. */
  newWindowFrom(action: () => Promise<void>): Promise<string>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Whether React has hydrated the page: its outermost element, and the first of the page's content
 * (a Suspense boundary React hydrates after the rest, src/components/layout/page-part.tsx), carry
 * React's fiber key. Until the content's own has, its effects (the counters' 0) have not run.
 */
export function hydrated(): boolean {
  const isReact = (element: Element | null) => element !== null && Object.keys(element).some((key) => key.startsWith("__reactFiber"));
  return isReact(document.getElementById("gatsby-focus-wrapper")) && isReact(document.querySelector("main > * > *"));
}

/** What the probe (probe-proxy.ts) recorded on the current page: uncaught errors, rejections, console errors. */
export function probed(): string[] {
  return (window as unknown as { __engineProbe?: string[] }).__engineProbe ?? ["the probe script did not run"];
}

/** Polls until the check gives a truthy value; a check that throws (the page is navigating) counts as not yet. */
export async function waitFor<T>(what: string, check: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const last = await check().catch(() => undefined);
    if (last) return last;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
