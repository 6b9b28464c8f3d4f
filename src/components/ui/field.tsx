// Form fields: labelled text input and password input with a show/hide toggle (daisyUI `input`, `fieldset`).
import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Eye, EyeOff } from 'lucide-react';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: ReactNode;
  icon?: ReactNode;
}

/** A field's id: the one given, or one of its own, so its label can point at it. */
export function useFieldId(id: string | undefined): string {
  const auto = useId();
  return id ?? auto;
}

/** The labelled frame of a field: its label above, the control, and an optional hint below. */
export function Labelled({ label, inputId, hint, children }: { label: string; inputId: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="fieldset p-0">
      <label htmlFor={inputId} className="fieldset-legend text-sm pb-1">
        {label}
      </label>
      {children}
      {hint ? <p className="label text-xs text-base-content/80">{hint}</p> : null}
    </div>
  );
}

export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField({ label, hint, icon, id, className = '', ...rest }, ref) {
  const inputId = useFieldId(id);
  return (
    <Labelled label={label} inputId={inputId} hint={hint}>
      <label className={`input w-full rounded-xl ${className}`}>
        {icon}
        <input ref={ref} id={inputId} className="grow" {...rest} />
      </label>
    </Labelled>
  );
});

export const PasswordField = forwardRef<HTMLInputElement, Omit<FieldProps, 'type'>>(function PasswordField(
  { label, hint, icon, id, className = '', ...rest },
  ref,
) {
  const inputId = useFieldId(id);
  const [shown, setShown] = useState(false);
  return (
    <Labelled label={label} inputId={inputId} hint={hint}>
      <label className={`input w-full rounded-xl pr-1 ${className}`}>
        {icon}
        <input ref={ref} id={inputId} type={shown ? 'text' : 'password'} className="grow" {...rest} />
        <button
          type="button"
          className="btn btn-ghost btn-sm btn-square rounded-lg"
          aria-label={shown ? 'Ocultar contraseña' : 'Mostrar contraseña'}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
        </button>
      </label>
    </Labelled>
  );
});

export const SearchInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { icon?: ReactNode }>(function SearchInput(
  { icon, className = '', ...rest },
  ref,
) {
  return (
    <label className={`input rounded-xl w-full ${className}`}>
      {icon}
      <input ref={ref} type="search" className="grow" {...rest} />
    </label>
  );
});

export interface RadioOption {
  value: string;
  label: string;
}

/** A labelled group of radio buttons (one choice among a few), keyboard-navigable as native radios are. */
export function RadioGroup({ legend, name, options, value, onChange, hint }: {
  legend: string;
  name: string;
  options: readonly RadioOption[];
  value: string;
  onChange(value: string): void;
  hint?: ReactNode;
}) {
  return (
    <fieldset className="fieldset p-0">
      <legend className="fieldset-legend text-sm pb-1">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((o) => (
          <label key={o.value} className="flex cursor-pointer items-center gap-2 text-sm">
            <input type="radio" className="radio radio-sm radio-primary" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
      {hint ? <p className="label text-xs text-base-content/80">{hint}</p> : null}
    </fieldset>
  );
}
