// @vitest-environment happy-dom
// useAppForm: a refused submit marks and focuses the first refused field (toast rules) or shows the messages under
// the fields (inline rules); editing a field drops its message; a submit in flight blocks a second one.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, settle } from '@/lib/test-utils/render';
import { TextField } from '@/components/ui';
import { InputField } from './fields';
import { useAppForm, type AppFormOptions } from './use-app-form';

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }));
const { notify } = await import('@/lib/toast');

afterEach(() => {
  cleanup();
  vi.mocked(notify).mockClear();
});

type V = { name: string; email: string };
const blank: V = { name: '', email: '' };

function Toasting(props: Partial<AppFormOptions<V>>) {
  const f = useAppForm<V>({ defaultValues: blank, onSubmit: () => undefined, ...props });
  return (
    <form {...f.formProps}>
      <TextField label="Nombre" {...f.input('name')} />
      <TextField label="Correo" {...f.input('email')} />
      <button type="submit">Enviar</button>
    </form>
  );
}

function Inline(props: Partial<AppFormOptions<V>>) {
  const f = useAppForm<V>({ defaultValues: blank, onSubmit: () => undefined, ...props });
  return (
    <form {...f.formProps}>
      <InputField form={f} name="name" label="Nombre" />
      <InputField form={f} name="email" label="Correo" />
      <button type="submit">Enviar</button>
    </form>
  );
}

function type(el: HTMLInputElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function submit(container: HTMLElement) {
  act(() => void container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
  await settle();
}

const field = (c: HTMLElement, name: string) => c.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

describe('useAppForm', () => {
  it('toast rules: the toast, then focus and aria-invalid on the refused field; the values reach onSubmit once fixed', async () => {
    const onSubmit = vi.fn();
    const check = (v: V) => (v.email ? null : { title: 'Campos requeridos', description: 'Falta el correo.', field: 'email' });
    const { container } = render(<Toasting check={check} onSubmit={onSubmit} />);
    type(field(container, 'name'), 'Ana');
    await submit(container);
    expect(notify).toHaveBeenCalledWith({ title: 'Campos requeridos', description: 'Falta el correo.', field: 'email', variant: 'destructive' });
    expect(field(container, 'email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(container, 'email'));
    expect(onSubmit).not.toHaveBeenCalled();
    type(field(container, 'email'), 'ana@nexo.test');
    expect(field(container, 'email').hasAttribute('aria-invalid')).toBe(false);
    await submit(container);
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@nexo.test' });
  });

  it('inline rules: messages under the refused fields, the first focused; editing drops its message', async () => {
    const checkFields = (v: V) => ({ ...(v.name ? {} : { name: 'El nombre es obligatorio.' }), ...(v.email ? {} : { email: 'El correo es obligatorio.' }) });
    const { container } = render(<Inline checkFields={checkFields} />);
    await submit(container);
    const name = field(container, 'name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('El nombre es obligatorio.');
    expect(document.activeElement).toBe(name);
    expect(container.textContent).toContain('El correo es obligatorio.');
    type(name, 'Ana');
    expect(container.textContent).not.toContain('El nombre es obligatorio.');
    expect(container.textContent).toContain('El correo es obligatorio.');
    expect(notify).not.toHaveBeenCalled();
  });

  it('while a submit is in flight the form is busy and a second submit is ignored', async () => {
    let finish = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((r) => (finish = r)));
    const { container } = render(<Toasting onSubmit={onSubmit} />);
    await submit(container);
    expect(container.querySelector('form')!.getAttribute('aria-busy')).toBe('true');
    expect(field(container, 'name').disabled).toBe(true);
    await submit(container);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(container.querySelector('form')!.getAttribute('aria-busy')).toBe('false');
  });

  it('busy from outside (a mutation in flight) and a refusing guard both drop the submit', async () => {
    const onSubmit = vi.fn();
    const first = render(<Toasting busy onSubmit={onSubmit} />);
    await submit(first.container);
    first.unmount();
    const second = render(<Toasting guard={() => false} onSubmit={onSubmit} />);
    await submit(second.container);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
