/**
 * The HTML popover attributes, which React 18's types do not list yet (React
 * 18 renders them as written; React 19 knows them as popover/popoverTarget).
 */
/* eslint-disable @typescript-eslint/no-unused-vars -- the type parameters must match React's own declarations */
import "react";

declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "" | "auto" | "manual";
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
    popovertargetaction?: "toggle" | "show" | "hide";
  }
}
