/** Gatsby stand-in for unit tests: Link renders a plain anchor; queries are never run. */
import React from "react";

const gatsby = jest.requireActual("gatsby");

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  partiallyActive?: boolean;
  activeClassName?: string;
};

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  useStaticQuery: jest.fn(),
  navigate: jest.fn(),
  Link: jest.fn(({ to, partiallyActive: _partiallyActive, activeClassName: _activeClassName, ...rest }: LinkProps) =>
    React.createElement("a", { ...rest, href: to }),
  ),
};
