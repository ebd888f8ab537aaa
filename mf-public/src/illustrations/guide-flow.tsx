/** Three steps of BeanTrail (roast, brew, taste) as simple pictograms, drawn for this page. */
export function GuideFlowIllustration({ steps }: { steps: [string, string, string] }) {
  return (
    <svg viewBox="0 0 480 150" width="100%" role="img" aria-label={steps.join(' → ')} style={{ maxWidth: 600 }}>
      <g>
        <rect x={30} y={30} width={90} height={60} rx={10} fill="#6d4c41" />
        <circle cx={75} cy={60} r={20} fill="#a1887f" />
        <rect x={120} y={52} width={18} height={16} fill="#6d4c41" />
        <text x={80} y={125} fontSize={15} textAnchor="middle" fill="currentColor">
          {steps[0]}
        </text>
      </g>
      <path d="M150 60 L180 60" stroke="currentColor" strokeWidth={3} markerEnd="url(#arrow)" />
      <g>
        <path d="M210 30 L290 30 L262 75 L238 75 Z" fill="#8d6e63" />
        <rect x={230} y={78} width={40} height={14} rx={3} fill="#5d4037" />
        <text x={250} y={125} fontSize={15} textAnchor="middle" fill="currentColor">
          {steps[1]}
        </text>
      </g>
      <path d="M310 60 L340 60" stroke="currentColor" strokeWidth={3} markerEnd="url(#arrow)" />
      <g>
        <path d="M370 40 L430 40 L424 90 L376 90 Z" fill="#efebe9" stroke="#5d4037" strokeWidth={3} />
        <path d="M430 52 C 452 52, 452 78, 428 78" stroke="#5d4037" strokeWidth={3} fill="none" />
        <text x={405} y={125} fontSize={15} textAnchor="middle" fill="currentColor">
          {steps[2]}
        </text>
      </g>
      <defs>
        <marker id="arrow" viewBox="0 0 10 10" refX={8} refY={5} markerWidth={6} markerHeight={6} orient="auto">
          <path d="M0 0 L10 5 L0 10 z" fill="currentColor" />
        </marker>
      </defs>
    </svg>
  );
}
