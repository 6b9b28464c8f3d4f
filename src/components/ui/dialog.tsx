// Modal dialog on the native <dialog> element (daisyUI `modal`): focus trap, Escape and backdrop close come from the browser.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Labelled, useFieldId } from './field';

export function Dialog({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);
  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onClose={onClose}>
      <div className="modal-box rounded-2xl">
        <h2 id={titleId} className="mb-3 text-lg font-bold">
          {title}
        </h2>
        {open ? children : null}
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" aria-label="Cerrar">
          Cerrar
        </button>
      </form>
    </dialog>
  );
}

export function TextArea({ label, id, className = '', ...rest }: React.TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string }) {
  const inputId = useFieldId(id);
  return (
    <Labelled label={label} inputId={inputId}>
      <textarea id={inputId} className={`textarea w-full rounded-xl ${className}`} {...rest} />
    </Labelled>
  );
}

export function Select({ label, id, className = '', children, ...rest }: React.SelectHTMLAttributes<HTMLSelectElement> & { label: string }) {
  const inputId = useFieldId(id);
  return (
    <Labelled label={label} inputId={inputId}>
      <select id={inputId} className={`select w-full rounded-xl ${className}`} {...rest}>
        {children}
      </select>
    </Labelled>
  );
}
