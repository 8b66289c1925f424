/** The brand mark: a cream wheat ear before a gold sun (scripts/artwork/logo.svg, also content/images/logo.png). */
export function LogoMark({ size = 40 }: { size?: number }) {
  const leaf = "M0 0C1.5-4.5 5.5-7 10.5-7C10.5-2.5 6.5 1 0 0Z";
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#2f5d3a" />
      <circle cx="32" cy="29" r="17" fill="#d9a521" />
      <g fill="#faf6ec" stroke="#2f5d3a" strokeWidth="1.6" strokeLinejoin="round">
        <path d="M32 56V20" stroke="#faf6ec" strokeWidth="3.2" strokeLinecap="round" />
        {[44, 35.5, 27].map((y) => (
          <g key={y}>
            <path d={leaf} transform={`translate(33.2 ${y})`} />
            <path d={leaf} transform={`translate(30.8 ${y}) scale(-1 1)`} />
          </g>
        ))}
        <ellipse cx="32" cy="15.5" rx="3.6" ry="6.8" />
      </g>
    </svg>
  );
}
