/** A coffee bag label with a barcode and a phone reading it, drawn for this page. */
export function BarcodeScanIllustration({ label }: { label: string }) {
  const bars = [2, 1, 3, 1, 1, 2, 1, 3, 2, 1, 1, 2, 3, 1, 2, 1, 1, 3, 1, 2, 2, 1, 3, 1];
  let x = 62;
  return (
    <svg viewBox="0 0 420 260" width="100%" role="img" aria-label={label} style={{ maxWidth: 520 }}>
      <path d="M40 40 L200 40 L214 230 L26 230 Z" fill="#8d6e63" />
      <rect x={40} y={30} width={160} height={18} rx={3} fill="#6d4c41" />
      <rect x={52} y={110} width={136} height={86} rx={6} fill="#fffaf0" />
      {bars.map((w, i) => {
        const bar = i % 2 === 0 ? <rect key={i} x={x} y={122} width={w * 2} height={50} fill="#222" /> : null;
        x += w * 2 + 1;
        return bar;
      })}
      <text x={120} y={188} fontSize={10} textAnchor="middle" fill="#222">
        8 801234 567890
      </text>
      <rect x={270} y={60} width={100} height={180} rx={14} fill="#263238" />
      <rect x={278} y={76} width={84} height={140} rx={4} fill="#cfd8dc" />
      <line x1={284} y1={146} x2={356} y2={146} stroke="#e53935" strokeWidth={2} />
      <path d="M270 120 L190 140 M270 170 L190 160" stroke="#e53935" strokeWidth={1.5} strokeDasharray="4 3" />
      <circle cx={320} cy={228} r={5} fill="#90a4ae" />
    </svg>
  );
}
