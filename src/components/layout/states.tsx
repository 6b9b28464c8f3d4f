// Page states shared by every feature: loading, under construction, not found, error fallback, empty and error-with-retry blocks.
import type { ReactNode } from 'react';
import { Compass, Construction, RotateCcw, TriangleExclamationPoint } from 'lucide-react';
import { Button, ButtonLink, Spinner } from '@/components/ui';
import { PageTitle } from './PageTitle';

export function StateBlock({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <PageTitle title={title} />
      <span className="rounded-2xl bg-base-200 p-4 text-primary" aria-hidden="true">
        {icon}
      </span>
      <h1 className="text-3xl font-bold">{title}</h1>
      {children}
    </section>
  );
}

/** A route whose feature is not built yet: a plain note, never sample data. */
/** A page whose data is still on its way (shown by the router after a second of waiting). */
export function PageLoading() {
  return (
    <div className="flex justify-center py-16">
      <Spinner label="Cargando..." />
    </div>
  );
}

export function UnderConstruction({ title }: { title: string }) {
  return (
    <StateBlock icon={<Construction size={40} />} title={title}>
      <p className="text-base-content/80">Esta sección está en construcción.</p>
      <ButtonLink to="/" variant="outline">
        Volver al inicio
      </ButtonLink>
    </StateBlock>
  );
}

export function NotFoundPage() {
  return (
    <StateBlock icon={<Compass size={40} />} title="Página no encontrada">
      <p className="text-base-content/80">La página que buscas no existe o ha sido movida.</p>
      <div className="flex flex-wrap justify-center gap-2">
        <ButtonLink to="/" variant="primary">
          Ir al inicio
        </ButtonLink>
        <ButtonLink to="/communities" variant="outline">
          Ver comunidades
        </ButtonLink>
      </div>
    </StateBlock>
  );
}

/** Fallback for unexpected application errors: status with its text, or the error message. */
export function ErrorFallback({ status, text, onRetry }: { status?: number; text: string; onRetry?: () => void }) {
  return (
    <StateBlock icon={<TriangleExclamationPoint size={40} />} title="Algo salió mal">
      <p className="text-lg font-semibold" data-testid="error-status">
        {status ? `${status} ${text}` : text}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {onRetry ? (
          <Button variant="primary" onClick={onRetry}>
            <RotateCcw size={18} aria-hidden="true" />
            Reintentar
          </Button>
        ) : null}
        <ButtonLink to="/" variant="outline">
          Ir al inicio
        </ButtonLink>
      </div>
    </StateBlock>
  );
}

/** Inline error for a failed request, with 'Reintentar'. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-base-300 p-8 text-center">
      <TriangleExclamationPoint size={32} className="text-error" aria-hidden="true" />
      <p>{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCcw size={16} aria-hidden="true" />
        Reintentar
      </Button>
    </div>
  );
}

export function EmptyState({ icon, message, children }: { icon: ReactNode; message: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-base-300 p-8 text-center">
      <span className="text-base-content/70" aria-hidden="true">
        {icon}
      </span>
      <p className="text-base-content/80">{message}</p>
      {children}
    </div>
  );
}
