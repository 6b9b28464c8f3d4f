// /terms: sample terms of service with placeholders; material changes announced 30 days ahead.
import { LegalDocument, type LegalSection } from './LegalDocument';

const sections: LegalSection[] = [
  {
    title: 'Aceptación de los términos',
    body: (
      <p>
        Al acceder a Nexo o utilizarlo, aceptas estos Términos de Servicio, ofrecidos por [Nombre de la Empresa], con domicilio en [Dirección]. Si no
        estás de acuerdo con ellos, no utilices la plataforma.
      </p>
    ),
  },
  {
    title: 'Tu cuenta',
    body: (
      <p>
        Eres responsable de la información de tu cuenta y de mantener la confidencialidad de tu contraseña. Avísanos de inmediato en
        [correo@ejemplo.com] si sospechas de un uso no autorizado.
      </p>
    ),
  },
  {
    title: 'Contenido de los usuarios',
    body: (
      <p>
        Conservas los derechos sobre las publicaciones, comentarios, reels y cursos que compartes. Nos concedes una licencia no exclusiva para
        mostrarlos dentro de la plataforma. No publiques contenido ilegal, ofensivo o que infrinja derechos de terceros.
      </p>
    ),
  },
  {
    title: 'Cursos, sesiones en vivo y pagos',
    body: (
      <p>
        Los precios se muestran en dólares estadounidenses (USD). Las condiciones de reembolso de cursos y sesiones en vivo se rigen por [Política de
        Reembolsos].
      </p>
    ),
  },
  {
    title: 'Conducta en la comunidad',
    body: <p>Trata a los demás con respeto. Podemos suspender cuentas que incumplan estas normas o las de cada comunidad.</p>,
  },
  {
    title: 'Limitación de responsabilidad',
    body: (
      <p>
        La plataforma se ofrece «tal cual». En la medida permitida por la ley, [Nombre de la Empresa] no será responsable de daños indirectos
        derivados de su uso.
      </p>
    ),
  },
  {
    title: 'Cambios en los términos',
    body: (
      <p>
        Podemos actualizar estos términos. Te avisaremos de cualquier cambio importante con al menos 30 días de antelación, por correo electrónico o
        mediante un aviso en la plataforma.
      </p>
    ),
  },
  {
    title: 'Contacto',
    body: <p>Para cualquier consulta sobre estos términos, escríbenos a [correo@ejemplo.com].</p>,
  },
];

export function TermsPage() {
  return <LegalDocument title="Términos de Servicio" sections={sections} />;
}
