/** The hero's decorative artwork: the logo's ring of light, with connected nodes around it. */
export function HeroIllustration() {
  const nodes = [
    { x: 200, y: 40, r: 7 },
    { x: 339, y: 120, r: 9 },
    { x: 339, y: 280, r: 6 },
    { x: 200, y: 360, r: 8 },
    { x: 61, y: 280, r: 9 },
    { x: 61, y: 120, r: 6 },
    { x: 280, y: 200, r: 5 },
    { x: 120, y: 200, r: 5 },
  ];
  return (
    <svg viewBox="0 0 400 400" className="size-full" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="hero-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#2dd4bf" stopOpacity="0.45" />
          <stop offset="100%" stopColor="#2dd4bf" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-ring" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#2dd4bf" />
          <stop offset="100%" stopColor="#0f766e" />
        </linearGradient>
      </defs>
      <circle cx="200" cy="200" r="190" fill="url(#hero-glow)" />
      <circle cx="200" cy="200" r="160" fill="none" stroke="white" strokeOpacity="0.1" />
      <circle
        cx="200"
        cy="200"
        r="120"
        fill="none"
        stroke="white"
        strokeOpacity="0.12"
        strokeDasharray="4 8"
      />
      <circle cx="200" cy="200" r="80" fill="none" stroke="#2dd4bf" strokeOpacity="0.35" />
      {nodes.map((node) => (
        <line
          key={`line-${node.x}-${node.y}`}
          x1="200"
          y1="200"
          x2={node.x}
          y2={node.y}
          stroke="#2dd4bf"
          strokeOpacity="0.25"
        />
      ))}
      <path
        d="M200 40 339 120 339 280 200 360 61 280 61 120Z"
        fill="none"
        stroke="white"
        strokeOpacity="0.14"
      />
      {nodes.map((node) => (
        <g key={`node-${node.x}-${node.y}`}>
          <circle cx={node.x} cy={node.y} r={node.r + 6} fill="#2dd4bf" fillOpacity="0.12" />
          <circle
            cx={node.x}
            cy={node.y}
            r={node.r}
            fill="#0b1f3a"
            stroke="#2dd4bf"
            strokeWidth="2"
          />
        </g>
      ))}
      <circle cx="200" cy="200" r="46" fill="#16294a" stroke="url(#hero-ring)" strokeWidth="10" />
      <circle cx="200" cy="200" r="15" fill="#fbbf24" />
    </svg>
  );
}
