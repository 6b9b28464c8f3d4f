// The account fields the auth screens share: e-mail and password inputs with their labels, autocomplete and icons.
import type { ChangeEvent } from 'react';
import { Lock, Mail } from 'lucide-react';
import { PasswordField, TextField } from '@/components/ui';

type OnChange = (e: ChangeEvent<HTMLInputElement>) => void;

export function EmailField({ value, onChange }: { value: string; onChange: OnChange }) {
  return (
    <TextField
      label="Correo electrónico"
      type="email"
      name="email"
      autoComplete="email"
      placeholder="tu@correo.com"
      value={value}
      onChange={onChange}
      required
      icon={<Mail size={18} aria-hidden="true" className="opacity-70" />}
    />
  );
}

/** `current` for signing in; `new` for choosing one (browsers offer to generate and save it). */
export function AccountPasswordField({
  label,
  name,
  kind,
  value,
  onChange,
  hint,
}: {
  label: string;
  name: string;
  kind: 'current' | 'new';
  value: string;
  onChange: OnChange;
  hint?: string;
}) {
  return (
    <PasswordField
      label={label}
      name={name}
      autoComplete={`${kind}-password`}
      value={value}
      onChange={onChange}
      required
      hint={hint}
      icon={<Lock size={18} aria-hidden="true" className="opacity-70" />}
    />
  );
}

type FieldInput = { name: string; value: string; onChange: OnChange };

/** A new password and its confirmation (sign-up and reset), named as the screen names them. */
export function NewPasswordFields({ labels: [first, again], password, confirm }: { labels: readonly [string, string]; password: FieldInput; confirm: FieldInput }) {
  return (
    <>
      <AccountPasswordField label={first} kind="new" {...password} hint="Al menos 6 caracteres." />
      <AccountPasswordField label={again} kind="new" {...confirm} />
    </>
  );
}

/** The six-digit code of the authenticator app (the sign-in's second step and the two-step set-up). */
export function TotpCodeField({ autoFocus, ...input }: { autoFocus?: boolean; name: string; value: string; onChange: OnChange }) {
  return <TextField label="Código de verificación" inputMode="numeric" autoComplete="one-time-code" maxLength={7} autoFocus={autoFocus} {...input} />;
}
