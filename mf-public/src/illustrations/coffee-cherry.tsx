/** A coffee cherry cut in half, drawn for this page: skin, pulp, parchment, silverskin, two beans. */
export function CoffeeCherryIllustration({
  labels,
}: {
  labels: { skin: string; pulp: string; parchment: string; silverskin: string; bean: string };
}) {
  const tag = (x: number, y: number, tx: number, ty: number, text: string) => (
    <g>
      <line x1={x} y1={y} x2={tx - 4} y2={ty - 4} stroke="currentColor" strokeWidth={1} />
      <text x={tx} y={ty} fontSize={13} fill="currentColor">
        {text}
      </text>
    </g>
  );
  return (
    <svg
      viewBox="0 0 420 260"
      width="100%"
      role="img"
      aria-label={Object.values(labels).join(', ')}
      style={{ maxWidth: 520, color: 'inherit' }}
    >
      <ellipse cx={140} cy={130} rx={110} ry={100} fill="#b3202a" />
      <ellipse cx={140} cy={130} rx={98} ry={88} fill="#f3c98b" />
      <ellipse cx={140} cy={130} rx={80} ry={72} fill="#f6ecd2" stroke="#d8c39a" strokeWidth={3} />
      <ellipse cx={104} cy={130} rx={34} ry={58} fill="#e9e3b8" stroke="#c9c08a" strokeWidth={2} />
      <ellipse cx={176} cy={130} rx={34} ry={58} fill="#e9e3b8" stroke="#c9c08a" strokeWidth={2} />
      <path d="M104 78 C 96 110, 112 150, 104 182" stroke="#a39b62" strokeWidth={2} fill="none" />
      <path d="M176 78 C 168 110, 184 150, 176 182" stroke="#a39b62" strokeWidth={2} fill="none" />
      <path d="M140 20 C 150 8, 170 6, 182 14" stroke="#4e7d2f" strokeWidth={5} fill="none" strokeLinecap="round" />
      {tag(236, 90, 290, 40, labels.skin)}
      {tag(226, 120, 290, 90, labels.pulp)}
      {tag(214, 150, 290, 140, labels.parchment)}
      {tag(206, 165, 290, 190, labels.silverskin)}
      {tag(180, 200, 290, 240, labels.bean)}
    </svg>
  );
}
