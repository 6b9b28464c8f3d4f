// /privacy: sample privacy policy with placeholders; minimum age 13.
import { LegalDocument, type LegalSection } from './LegalDocument';

const sections: LegalSection[] = [
  {
    title: 'Quiénes somos',
    body: (
      <p>
        [Nombre de la Empresa], con domicilio en [Dirección], es responsable del tratamiento de los datos personales de quienes usan Nexo.
      </p>
    ),
  },
  {
    title: 'Datos que recopilamos',
    body: (
      <ul className="list-disc pl-6">
        <li>Datos de la cuenta: nombre, correo electrónico y foto de perfil.</li>
        <li>Contenido que publicas: publicaciones, comentarios, mensajes y reels.</li>
        <li>Datos de uso: cursos en los que te inscribes, comunidades a las que te unes y tu progreso.</li>
      </ul>
    ),
  },
  {
    title: 'Cómo usamos tus datos',
    body: <p>Para prestar el servicio, personalizar tu experiencia, mantener la seguridad de la plataforma y comunicarnos contigo.</p>,
  },
  {
    title: 'Con quién los compartimos',
    body: <p>No vendemos tus datos. Solo los compartimos con proveedores que nos ayudan a operar la plataforma, bajo acuerdos de confidencialidad.</p>,
  },
  {
    title: 'Almacenamiento local',
    body: <p>Guardamos en tu navegador preferencias como el tema claro u oscuro, para recordarlas en tu próxima visita.</p>,
  },
  {
    title: 'Edad mínima',
    body: <p>Debes tener al menos 13 años para usar la plataforma. No recopilamos a sabiendas datos de menores de 13 años.</p>,
  },
  {
    title: 'Tus derechos',
    body: <p>Puedes acceder a tus datos, corregirlos o pedir que los eliminemos escribiendo a [correo@ejemplo.com].</p>,
  },
  {
    title: 'Cambios en esta política',
    body: <p>Publicaremos cualquier cambio en esta página e indicaremos la fecha de la última actualización.</p>,
  },
];

export function PrivacyPage() {
  return <LegalDocument title="Política de Privacidad" sections={sections} />;
}
