// Small daisyUI wrappers: Card, Avatar, Toggle, Spinner, Badge, Alert, Progress.
import type { HTMLAttributes, InputHTMLAttributes, ReactNode } from 'react';
import { sizedImageUrl } from '@/lib/storage-urls';

export function Card({ className = '', children, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={`card bg-base-100 rounded-2xl border border-base-300 shadow-sm ${className}`} {...rest}>
      <div className="card-body">{children}</div>
    </div>
  );
}

export type AvatarSize = 32 | 40 | 48;

export function Avatar({ src, alt, size = 40 }: { src: string; alt: string; size?: AvatarSize }) {
  return (
    <span className="avatar">
      <span className="rounded-full overflow-hidden block" style={{ width: size, height: size }}>
        {/* Uploaded pictures are served at twice the shown size (sharp screens), not at their full size. */}
        <img src={sizedImageUrl(src, size * 2)} alt={alt} width={size} height={size} loading="lazy" decoding="async" />
      </span>
    </span>
  );
}

export function Toggle({ label, ...rest }: InputHTMLAttributes<HTMLInputElement> & { label: ReactNode }) {
  return (
    <label className="flex items-center justify-between gap-3 cursor-pointer">
      <span>{label}</span>
      <input type="checkbox" role="switch" className="toggle toggle-primary" {...rest} />
    </label>
  );
}

export function Spinner({ label = 'Cargando...' }: { label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <span className="loading loading-spinner loading-md text-primary" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function Badge({ children, tone = 'neutral' }: { children: ReactNode; tone?: 'neutral' | 'primary' | 'secondary' | 'accent' }) {
  const toneClass = { neutral: 'badge-ghost', primary: 'badge-primary', secondary: 'badge-secondary', accent: 'badge-accent' }[tone];
  return <span className={`badge ${toneClass} rounded-lg`}>{children}</span>;
}

export function Alert({ children, tone = 'info', icon }: { children: ReactNode; tone?: 'info' | 'error' | 'success' | 'warning'; icon?: ReactNode }) {
  const toneClass = { info: 'alert-info alert-soft', error: 'alert-error alert-soft', success: 'alert-success alert-soft', warning: 'alert-warning alert-soft' }[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`alert ${toneClass} rounded-2xl`}>
      {icon}
      <div>{children}</div>
    </div>
  );
}

/** A determinate progress bar (0–1) with its accessible label. */
export function Progress({ value, label }: { value: number; label: string }) {
  const percent = Math.round(Math.min(Math.max(value, 0), 1) * 100);
  return (
    <progress className="progress progress-primary w-full" value={percent} max={100} aria-label={label} aria-valuetext={`${percent} %`}>
      {percent} %
    </progress>
  );
}
