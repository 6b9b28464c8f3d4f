// Footer columns: Plataforma, Recursos, Legal (links where the spec links, plain text elsewhere).
import { Link } from '@tanstack/react-router';
import { Brand } from './Brand';

const heading = 'mb-3 text-sm font-semibold uppercase tracking-wide text-base-content';
const link = 'text-base-content/80 hover:text-primary hover:underline underline-offset-2';
const plain = 'text-base-content/80';

export function Footer() {
  return (
    <footer className="mt-16 border-t border-base-300 bg-base-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Brand />
          <p className="mt-3 max-w-xs text-sm text-base-content/80">Tu espacio para conectar, aprender y crear.</p>
        </div>
        <nav aria-labelledby="footer-plataforma">
          <h2 id="footer-plataforma" className={heading}>
            Plataforma
          </h2>
          <ul className="space-y-2 text-sm">
            <li><Link to="/" className={link}>Inicio</Link></li>
            <li><Link to="/communities" className={link}>Comunidades</Link></li>
            <li><Link to="/courses" className={link}>Cursos</Link></li>
            <li><Link to="/profile" className={link}>Perfil</Link></li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-recursos">
          <h2 id="footer-recursos" className={heading}>
            Recursos
          </h2>
          <ul className="space-y-2 text-sm">
            <li className={plain}>Blog</li>
            <li className={plain}>Guías</li>
            <li className={plain}>Contacto</li>
            <li><Link to="/live-sessions" className={link}>Sesiones en Vivo</Link></li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={heading}>
            Legal
          </h2>
          <ul className="space-y-2 text-sm">
            <li><Link to="/terms" className={link}>Términos</Link></li>
            <li><Link to="/privacy" className={link}>Privacidad</Link></li>
            <li className={plain}>Cookies</li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-base-300 py-4 text-center text-xs text-base-content/80">© {new Date().getFullYear()} Nexo</p>
    </footer>
  );
}
