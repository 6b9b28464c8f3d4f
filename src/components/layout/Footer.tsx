// Footer columns: Plataforma, Recursos, Legal (links where the spec links, plain text elsewhere).
import { Link } from '@tanstack/react-router';
import { Brand } from './Brand';

const heading = 'mb-3 text-sm font-semibold uppercase tracking-wide text-base-content';
const link = 'text-base-content/80 hover:text-primary hover:underline underline-offset-2';
const plain = 'text-base-content/80';

type Route = '/' | '/communities' | '/courses' | '/profile' | '/live-sessions' | '/terms' | '/privacy';

/** Each column's items: a label with the page it opens, or plain text where the spec links nowhere. */
const COLUMNS: { id: string; title: string; items: [string, Route?][] }[] = [
  { id: 'footer-plataforma', title: 'Plataforma', items: [['Inicio', '/'], ['Comunidades', '/communities'], ['Cursos', '/courses'], ['Perfil', '/profile']] },
  { id: 'footer-recursos', title: 'Recursos', items: [['Blog'], ['Guías'], ['Contacto'], ['Sesiones en Vivo', '/live-sessions']] },
  { id: 'footer-legal', title: 'Legal', items: [['Términos', '/terms'], ['Privacidad', '/privacy'], ['Cookies']] },
];

export function Footer() {
  return (
    <footer className="mt-16 border-t border-base-300 bg-base-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Brand />
          <p className="mt-3 max-w-xs text-sm text-base-content/80">Tu espacio para conectar, aprender y crear.</p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.id} aria-labelledby={column.id}>
            <h2 id={column.id} className={heading}>
              {column.title}
            </h2>
            <ul className="space-y-2 text-sm">
              {column.items.map(([label, to]) =>
                to ? (
                  <li key={label}>
                    <Link to={to} className={link}>
                      {label}
                    </Link>
                  </li>
                ) : (
                  <li key={label} className={plain}>
                    {label}
                  </li>
                ),
              )}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-base-300 py-4 text-center text-xs text-base-content/80">© {new Date().getFullYear()} Nexo</p>
    </footer>
  );
}
