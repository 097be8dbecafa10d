// The account card's artwork behind its text: soft rings, a chip and Ghana's black star in gold.
// White at low opacity over the brand gradient, so it reads the same in both themes.
export function CardArt({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 320 200"
      preserveAspectRatio="xMaxYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="300" cy="210" r="120" fill="#ffffff" fillOpacity="0.08" />
      <circle cx="300" cy="210" r="80" fill="#ffffff" fillOpacity="0.08" />
      <path
        d="M0 150c60-30 110 20 170-6s90-40 150-18"
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.14"
        strokeWidth="10"
      />
      <rect x="252" y="24" width="44" height="32" rx="6" fill="#fcd116" />
      <path d="M252 40h44M274 24v32M264 24v8M284 24v8M264 48v8M284 48v8" stroke="#8a6c00" strokeWidth="1.5" />
      <path
        d="M274 150l5 11.3 12.3 1.1-9.3 8.2 2.8 12-10.8-6.4-10.8 6.4 2.8-12-9.3-8.2 12.3-1.1z"
        fill="#fcd116"
        fillOpacity="0.9"
      />
    </svg>
  );
}
