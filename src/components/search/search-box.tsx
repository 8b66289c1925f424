import { Fragment, useEffect, useId, useRef, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { DEFAULT_LOCALE, isLocaleCode, localeOf } from "../../lib/locales";
import { otherNames } from "../../lib/other-names";
import { applyWholeStylesheet } from "../../lib/whole-stylesheet";
import { catalogueCategories, leftOutText, loadSearch, matchedParts, searchCatalogue, type MarkedText, type SearchAnswer } from "../../lib/search";
import type { SearchLabels } from "../header/types";
import {
  box,
  categories as categoryList,
  category as categoryLink,
  correction as correctionStyle,
  detail,
  hs,
  list,
  matched as matchedStyle,
  name,
  option,
  panel,
  pagePanel,
  status,
  thumb,
  thumbNone,
} from "./search-box.module.css";

/** In the header (a popup of results under the field), or the search page's own field (the results below it). */
export type SearchPlacement = "header" | "page";

interface SearchBoxProps {
  /** The search field's input, which this makes a combobox. */
  input: HTMLInputElement;
  labels: SearchLabels;
  placement: SearchPlacement;
}

const boxes = new WeakMap<HTMLFormElement, { root: Root; placement: SearchPlacement }>();

/**
 * Renders the search box into a search form, as a React root of its own (the header's form is the
 * server's HTML, which the page's React keeps as it is: search-field.tsx holds no state), or renders
 * it again with the labels of the page's language, which a link of the language switcher changes
 * under the same header. A new language is a new box (its results were the other language's).
 * The first call for a form decides where its results go.
 */
export function mountSearchBox(form: HTMLFormElement, labels: SearchLabels, placement: SearchPlacement = "header") {
  const input = form.querySelector("input");
  if (!input) return;
  // Search's files start now, not once React has drawn the box.
  loadSearch();
  // Its results' rules are not among the page's own.
  applyWholeStylesheet();
  let mounted = boxes.get(form);
  if (!mounted) {
    const container = document.createElement("div");
    container.className = box;
    form.append(container);
    // Each box its own ids: the search page has two (the header's and its own).
    mounted = { root: createRoot(container, { identifierPrefix: `search-${placement}-` }), placement };
    boxes.set(form, mounted);
  }
  mounted.root.render(<SearchBox key={document.documentElement.lang} input={input} labels={labels} placement={mounted.placement} />);
}

/**
 * Gatsby's own client-side navigation, as its `navigate` calls it: importing `navigate` from
 * "gatsby" here put its export into every page's first-load JavaScript (gatsby-link's module is there).
 */
function navigate(url: string) {
  const gatsbyNavigate = (window as unknown as { ___navigate?: (to: string) => void }).___navigate;
  if (gatsbyNavigate) gatsbyNavigate(url);
  else location.assign(url);
}

/**
 * The search field's behaviour, loaded when the field is first focused: the WAI-ARIA combobox
 * pattern with a listbox popup (Authoring Practices). Results come as the visitor types; Down and
 * Up move through them, Enter opens the highlighted one (or, with none, the search page), Escape
 * closes the list and a second Escape clears the field; focus stays in the field throughout. The
 * results are links, so a click or a middle-click opens them as any link does. A query that
 * matches nothing says so and offers the categories.
 *
 * The input is the server's (search-field.tsx), so its combobox attributes are set here, on it.
 * The results are plain links, opened by Gatsby's navigate: this root is outside Gatsby's router.
 */
export function SearchBox({ input, labels, placement }: SearchBoxProps) {
  const listId = useId();
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);
  const hits = answer?.hits ?? null;
  /** The query the results shown are for (the bench and the tests wait for it). */
  const [resultsFor, setResultsFor] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [categories, setCategories] = useState<{ url: string; name: string }[] | null>(null);
  const latest = useRef(0);
  const optionId = (index: number) => `${listId}-${index}`;

  const go = (url: string) => {
    setOpen(false);
    if (placement === "header") input.blur();
    navigate(url);
  };

  const run = async (query: string) => {
    const asked = ++latest.current;
    if (placement === "page") history.replaceState(history.state, "", query.trim() ? `?q=${encodeURIComponent(query)}` : location.pathname);
    if (!query.trim()) {
      setAnswer(null);
      setOpen(false);
      return;
    }
    try {
      const found = await searchCatalogue(query);
      if (asked !== latest.current) return;
      setAnswer(found);
      setResultsFor(query);
      setActive(-1);
      setOpen(true);
      if (found.hits.length === 0 && placement === "header") setCategories(await catalogueCategories());
    } catch {
      // No index (a network failure): the field is still the form, which leads to the search page.
    }
  };

  useEffect(() => {
    const field = input;
    field.setAttribute("role", "combobox");
    field.setAttribute("aria-autocomplete", "list");
    field.setAttribute("aria-controls", listId);
    const typed = () => void run(field.value);
    const left = (event: FocusEvent) => {
      if (!field.form?.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    const back = () => {
      if (field.value.trim()) setOpen(true);
    };
    field.addEventListener("input", typed);
    field.addEventListener("focus", back);
    field.form?.addEventListener("focusout", left);
    // The search page's query, or what was typed before this loaded.
    if (placement === "page" && !field.value) field.value = new URLSearchParams(location.search).get("q") ?? "";
    if (field.value.trim()) typed();
    return () => {
      field.removeEventListener("input", typed);
      field.removeEventListener("focus", back);
      field.form?.removeEventListener("focusout", left);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- set up once for the field
  }, []);

  const expanded = open && (hits?.length ?? 0) > 0;
  useEffect(() => {
    const field = input;
    field.setAttribute("aria-expanded", String(expanded));
    if (expanded && active >= 0) {
      field.setAttribute("aria-activedescendant", optionId(active));
      // The option the keys reached, in view in its scrolling list (ARIA: the active descendant is visible).
      document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
    } else field.removeAttribute("aria-activedescendant");
  });

  // The field's keys, with this render's results.
  useEffect(() => {
    const field = input;
    const onKey = (event: KeyboardEvent) => keyDown(event);
    field.addEventListener("keydown", onKey);
    return () => field.removeEventListener("keydown", onKey);
  });

  function keyDown(event: KeyboardEvent) {
    const count = hits?.length ?? 0;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (count === 0) return;
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setOpen(true);
      setActive((index) => (!open || index < 0 ? (step > 0 ? 0 : count - 1) : (index + step + count) % count));
    } else if (event.key === "Enter") {
      const chosen = expanded ? hits?.[active] : undefined;
      if (chosen) {
        event.preventDefault();
        go(chosen.url);
      } else if (placement === "page") {
        event.preventDefault();
      }
    } else if (event.key === "Escape") {
      // Chromium clears a search field on Escape: only the second Escape does here.
      event.preventDefault();
      if (open) {
        setOpen(false);
        setActive(-1);
      } else {
        input.value = "";
        void run("");
      }
    }
  }

  const noMatch = open && hits?.length === 0;
  const terms = answer?.terms ?? [];
  const partsOf = (text: string) => matchedParts(text, terms, document.documentElement.lang);
  const correction = open && answer?.correction;
  // Said only beside results: with none, "no product matches" says it all.
  const leftOut = open && hits && hits.length > 0 && answer?.notFound ? leftOutText(labels.leftOut, answer.notFound, document.documentElement.lang) : "";
  // The page's language's comma between a result's other names (Arabic's "،"), and its colon after a label (French " : ").
  const lang = document.documentElement.lang;
  const { comma, colon } = localeOf(isLocaleCode(lang) ? lang : DEFAULT_LOCALE);
  return (
    <>
      <p role="status" className={status}>
        {correction && `${didYouMeanText(labels.didYouMean, correction)} `}
        {open && hits ? (hits.length > 0 ? `${labels.resultsLabel}${colon}${hits.length}` : labels.noResults) : ""}
        {leftOut && `. ${leftOut}`}
      </p>
      {/* A press on a result keeps the focus in the field; the click that follows opens it. */}
      <div className={placement === "page" ? pagePanel : panel} hidden={!open} onPointerDown={(event) => event.preventDefault()}>
        {correction && (
          <p className={correctionStyle}>
            <DidYouMean
              pattern={labels.didYouMean}
              correction={correction}
              href={`${input.form?.getAttribute("action") ?? ""}?q=${encodeURIComponent(correction)}`}
              onChoose={() => {
                input.value = correction;
                void run(correction);
              }}
            />
          </p>
        )}
        {leftOut && <p className={correctionStyle}>{leftOut}</p>}
        <div role="listbox" id={listId} className={list} aria-label={labels.label} data-results-for={resultsFor} hidden={!expanded}>
          {open &&
            hits?.map((hit, index) => {
              const [title, category, code] = [hit.title, hit.detail, hit.hsCode ?? ""].map(partsOf);
              const aliases = otherNames(hit.aliases ?? "").map(partsOf).filter(anyMatched);
              return (
                <a
                  key={hit.url}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={option}
                  href={hit.url}
                  // In the header's popup the focus stays in the field (Down and Up choose); on the search page a
                  // list of results, which Tab reaches as people expect of one, as well.
                  tabIndex={placement === "page" ? 0 : -1}
                  onClick={(event) => {
                    event.preventDefault();
                    go(hit.url);
                  }}
                >
                  {hit.image ? <img className={thumb} src={hit.image} alt="" width={48} height={48} loading="lazy" decoding="async" /> : <span className={thumbNone} />}
                  <span className={name}>{marked(title!)}</span>
                  {aliases.length > 0 && (
                    <span className={detail}>
                      {labels.otherNamesLabel}
                      {colon}
                      {aliases.map((alias, at) => (
                        <Fragment key={at}>
                          {at > 0 && comma}
                          {marked(alias)}
                        </Fragment>
                      ))}
                    </span>
                  )}
                  <span className={detail}>{marked(category!)}</span>
                  {hit.hsCode && (
                    <span className={hs}>
                      {hit.hsLabel} {marked(code!)}
                    </span>
                  )}
                  {/* Matched only in the page's text (a specification, a feature): the words searched, marked. */}
                  {![title!, category!, code!, ...aliases].some(anyMatched) && answer && (
                    <span className={hs}>
                      <mark className={matchedStyle}>{answer.searched.trim()}</mark>
                    </span>
                  )}
                </a>
              );
            })}
        </div>
        {noMatch && (
          <>
            <p>{labels.noResults}</p>
            {placement === "header" && categories && (
              <ul className={categoryList}>
                {categories.map((category) => (
                  <li key={category.url}>
                    <a
                      className={categoryLink}
                      href={category.url}
                      onClick={(event) => {
                        event.preventDefault();
                        go(category.url);
                      }}
                    >
                      {category.name}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </>
  );
}

/** Whether a text has a matched word. */
function anyMatched(parts: MarkedText): boolean {
  return parts.some((part) => part.matched);
}

/** A text with its matched words marked. */
function marked(parts: MarkedText) {
  return parts.map((part, index) =>
    part.matched ? (
      <mark key={index} className={matchedStyle}>
        {part.text}
      </mark>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}

/**
 * "Did you mean Coriander?", the correction a link (to the search page with it, so that it opens
 * in a new tab too) that searches it here. The language's sentence has {query} where it goes; one
 * without it is followed by the link.
 */
function DidYouMean({ pattern, correction, href, onChoose }: { pattern: string; correction: string; href: string; onChoose: () => void }) {
  const [before, after] = aroundQuery(pattern);
  return (
    <>
      {before}
      <a
        href={href}
        onClick={(event) => {
          event.preventDefault();
          onChoose();
        }}
      >
        {correction}
      </a>
      {after}
    </>
  );
}

/** The language's "Did you mean {query}?" either side of {query}. */
function aroundQuery(pattern: string): [string, string] {
  const at = pattern.indexOf("{query}");
  return at < 0 ? [`${pattern} `, ""] : [pattern.slice(0, at), pattern.slice(at + "{query}".length)];
}

/** "Did you mean Coriander?" as the status announces it. */
function didYouMeanText(pattern: string, correction: string): string {
  const [before, after] = aroundQuery(pattern);
  return `${before}${correction}${after}`;
}

