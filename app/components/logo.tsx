/** The company mark: a copper peak over a strip of fresh pavement (the same drawing as the favicon). */
export function LogoMark({ size = 32, className }: { size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="6" fill="#22262b" />
      <path d="M6 24 L16 6 L26 24 Z" fill="#b5451b" />
      <rect x="7" y="25" width="18" height="2" fill="#f4efe6" />
    </svg>
  );
}
