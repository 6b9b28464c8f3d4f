// The one form helper: TanStack Form holds the values and the submit lifecycle; rules (plain functions returning the
// spec's Spanish messages) refuse a submit as a toast or as messages under the fields, focusing the first refused one.
import { useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useForm, useStore } from '@tanstack/react-form';
import { notify } from '@/lib/toast';
import { showInvalidField } from './focus';

/** A refusal shown as a toast (title + description), with the name of the first field to fix. */
export interface FormProblem {
  title: string;
  description: string;
  field?: string;
}

/** A refusal shown under the fields: the Spanish message of each refused field (or group, e.g. 'duration'), in form order. */
export type FieldErrors = Partial<Record<string, string>>;

export interface AppFormOptions<V> {
  defaultValues: V;
  /** Toast rules: the first problem of the values, or null. */
  check?(values: NoInfer<V>): FormProblem | null | undefined;
  /** Inline rules: a message per refused field (an empty object when every field passes). */
  checkFields?(values: NoInfer<V>): FieldErrors;
  /** After the first refusal, the inline messages follow the values on every edit instead of waiting for a submit. */
  revalidate?: boolean;
  /** Something outside the form is in flight (a mutation, the session loading): submits are ignored meanwhile. */
  busy?: boolean;
  /** False keeps the fields editable while sending (the auth screens); by default they are disabled. */
  disableFields?: boolean;
  /** Runs before the rules; false drops the submit (e.g. a visitor asked to sign in). */
  guard?(): boolean;
  /** The values passed the rules; a returned promise keeps the form busy until it settles. */
  onSubmit(values: V): unknown;
}

type Refusal = { problem: FormProblem } | { fields: FieldErrors };

type Key<V> = keyof V & string;

export function useAppForm<V extends object>(options: AppFormOptions<V>) {
  const latest = useRef(options);
  // The handlers read the options of the latest render (TanStack Form keeps the first options it was given).
  useLayoutEffect(() => {
    latest.current = options;
  });
  const formRef = useRef<HTMLFormElement>(null);
  const refusal = useRef<Refusal | null>(null);
  const [shownErrors, setErrors] = useState<FieldErrors>({});
  const [refused, setRefused] = useState(false);
  // Busy only once the rules passed: fields disabled while the rules run could not take the focus of a refusal.
  const [sending, setSending] = useState(false);

  const form = useForm({
    defaultValues: options.defaultValues,
    validators: {
      onSubmit: ({ value }: { value: V }) => {
        refusal.current = refuse(latest.current, value);
        return refusal.current ? 'refused' : undefined;
      },
    },
    onSubmitInvalid: () => {
      const found = refusal.current;
      if (!found) return;
      if ('problem' in found) {
        notify({ ...found.problem, variant: 'destructive' });
        showInvalidField(formRef.current, found.problem.field);
      } else {
        setErrors(found.fields);
        setRefused(true);
        focusField(formRef.current, Object.keys(found.fields)[0]);
      }
    },
    onSubmit: async ({ value }) => {
      const result = latest.current.onSubmit(value);
      if (!(result instanceof Promise)) return;
      setSending(true);
      try {
        await result;
      } finally {
        setSending(false);
      }
    },
  });

  const values = useStore(form.store, (s) => s.values);
  const busy = sending || !!options.busy;
  const errors: FieldErrors = refused && options.revalidate ? (options.checkFields?.(values) ?? {}) : shownErrors;

  const setValue = <K extends Key<V>>(name: K, value: V[K]) => {
    form.setFieldValue(name as never, value as never, { dontValidate: true });
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // A second submit while the first is in flight is ignored.
    if (busy || form.state.isSubmitting) return;
    if (latest.current.guard && !latest.current.guard()) return;
    if (latest.current.check) showInvalidField(formRef.current, undefined);
    setErrors({});
    // A refused promise was already shown by its mutation's onError (lib/errors messages); nothing more to say.
    form.handleSubmit().catch(() => undefined);
  };

  return {
    values,
    busy,
    errors,
    setValue,
    /** Drops the message of a group of fields (e.g. 'duration' for hours and minutes). */
    dropError(name: string) {
      setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
    },
    /** Back to `next` (or the default values), errors cleared. */
    reset(next?: V) {
      form.reset(next);
      setErrors({});
      setRefused(false);
    },
    /** Spread on the <form>: the submit handler, no browser bubbles, aria-busy while sending. */
    formProps: { ref: formRef, onSubmit, noValidate: true, 'aria-busy': busy },
    /** Spread on a text input, textarea or select bound to `name`. */
    input<K extends Key<V>>(name: K, id?: string) {
      const error = errors[name];
      return {
        name,
        value: values[name] as string,
        disabled: options.disableFields === false ? undefined : busy,
        onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setValue(name, e.target.value as V[K]),
        ...(error && id ? { 'aria-invalid': true as const, 'aria-describedby': id } : {}),
      };
    },
  };
}

export type AppForm<V extends object> = ReturnType<typeof useAppForm<V>>;

function refuse<V>(options: AppFormOptions<V>, values: V): Refusal | null {
  const problem = options.check?.(values);
  if (problem) return { problem };
  const fields = options.checkFields?.(values) ?? {};
  return Object.values(fields).some(Boolean) ? { fields } : null;
}

function focusField(form: HTMLFormElement | null, name: string | undefined) {
  const found = name ? form?.elements.namedItem(name) : null;
  const el = found instanceof RadioNodeList ? found[0] : found;
  if (el instanceof HTMLElement) el.focus();
}
