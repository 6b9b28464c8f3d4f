// Logo and brand name, linking home.
import { Link } from '@tanstack/react-router';

export const PRODUCT_NAME = 'Nexo';

export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="nexo-logo" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5b5bd6" />
          <stop offset="1" stopColor="#14b8a6" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#nexo-logo)" />
      <path d="M9 23V9l14 14V9" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to="/" className="inline-flex items-center gap-2 rounded-xl font-bold text-xl tracking-tight shrink-0" onClick={onNavigate}>
      <Logo />
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}
