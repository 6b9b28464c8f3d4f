// Form fields bound to a useAppForm form: the daisyUI inputs of components/ui with the field's Spanish message under them.
import { useId, type ComponentProps } from 'react';
import { Select, TextArea, TextField } from '@/components/ui';
import type { AppForm } from './use-app-form';

type Bound<V extends object, P> = Omit<P, 'form' | 'name' | 'value' | 'onChange'> & { form: AppForm<V>; name: keyof V & string };

/** The Spanish message under a field, tied to it with aria-describedby (see invalidProps). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-error">
      {message}
    </p>
  ) : null;
}

/** The props an input needs to point at its message when `message` refuses it (for inputs sharing one message). */
export function invalidProps(id: string, message?: string) {
  return message ? { 'aria-invalid': true as const, 'aria-describedby': id } : {};
}

export function InputField<V extends object>({ form, name, ...rest }: Bound<V, ComponentProps<typeof TextField>>) {
  const id = useId();
  return (
    <div>
      <TextField {...rest} {...form.input(name, id)} />
      <FieldError id={id} message={form.errors[name]} />
    </div>
  );
}

export function AreaField<V extends object>({ form, name, ...rest }: Bound<V, ComponentProps<typeof TextArea>>) {
  const id = useId();
  return (
    <div>
      <TextArea {...rest} {...form.input(name, id)} />
      <FieldError id={id} message={form.errors[name]} />
    </div>
  );
}

export function SelectField<V extends object>({ form, name, ...rest }: Bound<V, ComponentProps<typeof Select>>) {
  const id = useId();
  return (
    <div>
      <Select {...rest} {...form.input(name, id)} />
      <FieldError id={id} message={form.errors[name]} />
    </div>
  );
}

/** A required choice among `options` (named by `labels`), starting on a disabled placeholder. */
export function ChoiceField<V extends object, O extends string>({ form, name, label, placeholder, options, labels }: {
  form: AppForm<V>;
  name: keyof V & string;
  label: string;
  placeholder: string;
  options: readonly O[];
  labels: Record<O, string>;
}) {
  return (
    <Select label={label} {...form.input(name)}>
      <option value="" disabled>
        {placeholder}
      </option>
      {options.map((o) => (
        <option key={o} value={o}>
          {labels[o]}
        </option>
      ))}
    </Select>
  );
}
