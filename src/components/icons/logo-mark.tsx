
/** The brand mark: a gold sun behind a green wheat ear (same drawing as content/images/logo.png). */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#faf6ec" />
      <circle cx="32" cy="26" r="13" fill="#d9a521" />
      <path d="M32 56V22" stroke="#2f5d3a" strokeWidth="3" strokeLinecap="round" />
      <path
        d="M32 30c-6-1-9-5-9-9 5 0 9 3 9 9zm0 0c6-1 9-5 9-9-5 0-9 3-9 9zm0 10c-6-1-9-5-9-9 5 0 9 3 9 9zm0 0c6-1 9-5 9-9-5 0-9 3-9 9zm0 10c-6-1-9-5-9-9 5 0 9 3 9 9zm0 0c6-1 9-5 9-9-5 0-9 3-9 9z"
        fill="#2f5d3a"
      />
    </svg>
  );
}
