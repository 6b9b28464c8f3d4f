// Button and button-styled link: the daisyUI `btn` family behind a small variant API.
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { createLink, type LinkComponent } from '@tanstack/react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'outline' | 'ghost' | 'error' | 'link';
export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg';

const VARIANT: Record<ButtonVariant, string> = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  accent: 'btn-accent',
  outline: 'btn-outline',
  ghost: 'btn-ghost',
  error: 'btn-error',
  link: 'btn-link',
};
const SIZE: Record<ButtonSize, string> = { xs: 'btn-xs', sm: 'btn-sm', md: '', lg: 'btn-lg' };

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Square icon-only button (needs an aria-label). */
  icon?: boolean;
  block?: boolean;
}

export function buttonClass({ variant = 'primary', size = 'md', icon, block }: ButtonStyle = {}, extra = ''): string {
  return ['btn rounded-xl', VARIANT[variant], SIZE[size], icon ? 'btn-square' : '', block ? 'btn-block' : '', extra]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyle {
  loading?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, icon, block, loading, className = '', children, disabled, type = 'button', ...rest },
  ref,
) {
  return (
    <button ref={ref} type={type} className={buttonClass({ variant, size, icon, block }, className)} disabled={disabled || loading} {...rest}>
      {loading ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
      {children}
    </button>
  );
});

interface AnchorButtonProps extends React.AnchorHTMLAttributes<HTMLAnchorElement>, ButtonStyle {}

const AnchorButton = forwardRef<HTMLAnchorElement, AnchorButtonProps>(function AnchorButton(
  { variant, size, icon, block, className = '', ...rest },
  ref,
) {
  return <a ref={ref} className={buttonClass({ variant, size, icon, block }, className)} {...rest} />;
});

/** A router Link that looks like a button. */
export const ButtonLink: LinkComponent<typeof AnchorButton> = createLink(AnchorButton);
