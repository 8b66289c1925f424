import { useCallback, useEffect, useState, type RefObject } from "react";
import { carousel } from "../lib/behaviour";

/**
 * A horizontally scrolling track moved by buttons: each press scrolls by the
 * spec's step (wider on a wide layout); the buttons know when an end is
 * reached. `ready` turns true once this runs: until then the buttons could do
 * nothing, so they are not shown (the track itself scrolls by touch, trackpad
 * and keyboard without any script).
 *
 * The component that calls it re-renders as the track reaches or leaves an end, so it should be
 * the buttons alone, not the track with its cards (the home page's carousel re-rendered its ten
 * cards as it hydrated: docs/performance.md, 2026-12-06).
 */
export function useCarousel(trackRef: RefObject<HTMLElement>) {
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);
  const [ready, setReady] = useState(false);

  const update = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    // Right to left, the track starts at 0 and scrolls to negative positions.
    const position = Math.abs(track.scrollLeft);
    setAtStart(position <= 1);
    setAtEnd(position + track.clientWidth >= track.scrollWidth - 1);
  }, [trackRef]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    update();
    setReady(true);
    // A card reached by Tab is shown whole: the browser scrolls to a card only when none of it is in
    // sight, so a card half out of the track took the focus unseen, one Tab ahead of the scrolling.
    const showFocused = ({ target }: FocusEvent) => {
      const slide = target instanceof Element ? target.closest("li") : null;
      if (!slide || !track.contains(slide)) return;
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      slide.scrollIntoView({ block: "nearest", inline: "nearest", behavior: reduceMotion ? "auto" : "smooth" });
    };
    track.addEventListener("scroll", update, { passive: true });
    track.addEventListener("focusin", showFocused);
    window.addEventListener("resize", update);
    return () => {
      track.removeEventListener("scroll", update);
      track.removeEventListener("focusin", showFocused);
      window.removeEventListener("resize", update);
    };
  }, [trackRef, update]);

  const scroll = (direction: -1 | 1) => {
    const track = trackRef.current;
    if (!track) return;
    const { stepPx, wideStepPx, wideFromPx } = carousel;
    const step = window.matchMedia(`(min-width: ${wideFromPx}px)`).matches ? wideStepPx : stepPx;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const forward = getComputedStyle(track).direction === "rtl" ? -1 : 1;
    track.scrollBy({ left: forward * direction * step, behavior: reduceMotion ? "auto" : "smooth" });
  };

  return { ready, atStart, atEnd, previous: () => scroll(-1), next: () => scroll(1) };
}
