// The prize banner's drawing: a trophy bearing Ghana's black star on a pile of cedi coins, with
// confetti in the flag's colours. Drawn for the gold `prize` fill, which both themes share, with
// its outlines in the banner's text colour (currentColor, `onPrize`).
export function PrizeArt({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 160 128"
      width="160"
      height="128"
      aria-hidden="true"
      focusable="false"
    >
      <g fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round">
        <path d="M52 20h56v30c0 18-12 30-28 30S52 68 52 50z" fill="#fff7d1" />
        <path d="M52 30H38c0 16 6 24 16 26M108 30h14c0 16-6 24-16 26" />
        <path d="M80 80v14M64 108V96h32v12z" fill="#fff7d1" />
        <path d="M56 108h48" />
        <ellipse cx="28" cy="112" rx="18" ry="6" fill="#e0b000" />
        <ellipse cx="28" cy="104" rx="18" ry="6" fill="#e0b000" />
        <ellipse cx="28" cy="96" rx="18" ry="6" fill="#fff0a8" />
        <ellipse cx="134" cy="112" rx="16" ry="5.5" fill="#e0b000" />
        <ellipse cx="134" cy="105" rx="16" ry="5.5" fill="#fff0a8" />
      </g>
      <path
        d="M80 34l4.1 9.3 10.1.9-7.6 6.7 2.3 9.9-8.9-5.2-8.9 5.2 2.3-9.9-7.6-6.7 10.1-.9z"
        fill="#14181a"
      />
      <rect x="20" y="18" width="8" height="8" rx="1.5" fill="#ce1126" transform="rotate(20 24 22)" />
      <rect x="132" y="14" width="8" height="8" rx="1.5" fill="#006b3f" transform="rotate(-15 136 18)" />
      <rect x="140" y="52" width="7" height="7" rx="1.5" fill="#ce1126" transform="rotate(35 143 55)" />
      <rect x="10" y="58" width="7" height="7" rx="1.5" fill="#006b3f" transform="rotate(-25 13 61)" />
      <circle cx="120" cy="78" r="3.5" fill="#006b3f" />
      <circle cx="40" cy="74" r="3" fill="#ce1126" />
    </svg>
  );
}
