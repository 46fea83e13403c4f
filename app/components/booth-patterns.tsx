/**
 * The fills of a floor plan's held (hatched) and blocked (cross-hatched) booths, in metres, shared by the public
 * plan and the organizer's editor; `prefix` keeps each drawing's ids its own (`fp-hatch`, `pe-cross`).
 */
export function BoothStatePatterns({ prefix }: { prefix: string }) {
  return (
    <>
      <pattern id={`${prefix}-hatch`} patternUnits="userSpaceOnUse" width="0.6" height="0.6" patternTransform="rotate(45)">
        <rect width="0.6" height="0.6" fill="#fde68a" />
        <path d="M0 0V0.6" stroke="#92400e" strokeWidth="0.2" />
      </pattern>
      <pattern id={`${prefix}-cross`} patternUnits="userSpaceOnUse" width="0.5" height="0.5" patternTransform="rotate(45)">
        <rect width="0.5" height="0.5" fill="#e5e7eb" />
        <path d="M0 0V0.5M0 0H0.5" stroke="#4b5563" strokeWidth="0.1" />
      </pattern>
    </>
  );
}
