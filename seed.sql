-- Nexo sample data (Spanish). Applied on a fresh database after the migrations; timestamps are relative to now().

-- ==== SOCIAL: people, communities, courses, lessons, posts, comments, social graph, notifications ====
-- Users (password for every one: nexo1234). Fixed ids so the work-and-live section can reference them:
--   a0000000-0000-4000-8000-000000000001  Ana García        ana@nexo.dev        creator, verified, support link
--   a0000000-0000-4000-8000-000000000002  Carlos Mendoza    carlos@nexo.dev     creator, verified, no support link
--   a0000000-0000-4000-8000-000000000003  Lucía Fernández   lucia@nexo.dev      creator, not verified
--   a0000000-0000-4000-8000-000000000004  Diego Ramírez     diego@nexo.dev      user
--   a0000000-0000-4000-8000-000000000005  Sofía Torres      sofia@nexo.dev      creator, verified, support link
--   a0000000-0000-4000-8000-000000000006  Mateo López       mateo@nexo.dev      user
--   a0000000-0000-4000-8000-000000000007  Valentina Rojas   valentina@nexo.dev  user
--   a0000000-0000-4000-8000-000000000008  Javier Morales    javier@nexo.dev     creator, verified, no support link (live host)
--   a0000000-0000-4000-8000-000000000009  Usuario Demo      demo@nexo.dev       user (the demo account)
--   a0000000-0000-4000-8000-000000000010  Camila Herrera    camila@nexo.dev     creator, verified, support link
--   a0000000-0000-4000-8000-000000000011  Laura Medina      admin@nexo.dev      staff: admin (changes roles, moderates)
--   a0000000-0000-4000-8000-000000000012  Tomás Vega        moderador@nexo.dev  staff: moderator (/moderacion)
-- Communities 1–8 are regular, 9–12 are live events (9 ended, 10 live now, 11 and 12 upcoming; prices 0, 5, 10, 0 USD).
-- Courses 1–12 (10 and 11 are live; course 12 has no lessons). Posts 1–32, comments 1–34.

-- Users ------------------------------------------------------------------------------------------------------------
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_token,
                        recovery_token, email_change_token_new, email_change, raw_app_meta_data, raw_user_meta_data,
                        created_at, updated_at, last_sign_in_at)
select '00000000-0000-0000-0000-000000000000', u.id::uuid, 'authenticated', 'authenticated', u.email,
       extensions.crypt('nexo1234', extensions.gen_salt('bf')), now() - u.age, '', '', '', '',
       '{"provider": "email", "providers": ["email"]}'::jsonb,
       jsonb_build_object('full_name', u.name, 'avatar_url', '/media/avatars/' || u.slug || '.svg', 'bio', u.bio),
       now() - u.age, now() - u.age, now() - interval '1 day'
  from (values
    ('a0000000-0000-4000-8000-000000000001', 'ana@nexo.dev', 'Ana García', 'ana-garcia', interval '400 days',
     'Desarrolladora frontend y profesora de React. Me encanta enseñar a construir interfaces rápidas y accesibles.'),
    ('a0000000-0000-4000-8000-000000000002', 'carlos@nexo.dev', 'Carlos Mendoza', 'carlos-mendoza', interval '380 days',
     'Diseñador UX/UI. Creo sistemas de diseño y enseño Figma a quienes empiezan.'),
    ('a0000000-0000-4000-8000-000000000003', 'lucia@nexo.dev', 'Lucía Fernández', 'lucia-fernandez', interval '300 days',
     'Especialista en marketing digital y SEO. Comparto estrategias que funcionan de verdad.'),
    ('a0000000-0000-4000-8000-000000000004', 'diego@nexo.dev', 'Diego Ramírez', 'diego-ramirez', interval '200 days',
     'Estudiante de ingeniería aprendiendo desarrollo web y ciencia de datos.'),
    ('a0000000-0000-4000-8000-000000000005', 'sofia@nexo.dev', 'Sofía Torres', 'sofia-torres', interval '350 days',
     'Fotógrafa y profesora de inglés. Viajo, enseño y cuento historias con imágenes.'),
    ('a0000000-0000-4000-8000-000000000006', 'mateo@nexo.dev', 'Mateo López', 'mateo-lopez', interval '150 days',
     'Emprendedor en mi primera startup. Aprendiendo finanzas y marketing sobre la marcha.'),
    ('a0000000-0000-4000-8000-000000000007', 'valentina@nexo.dev', 'Valentina Rojas', 'valentina-rojas', interval '120 days',
     'Productora musical aficionada y diseñadora gráfica.'),
    ('a0000000-0000-4000-8000-000000000008', 'javier@nexo.dev', 'Javier Morales', 'javier-morales', interval '330 days',
     'Ingeniero de software y anfitrión de sesiones en vivo sobre desarrollo web.'),
    ('a0000000-0000-4000-8000-000000000009', 'demo@nexo.dev', 'Usuario Demo', 'usuario-demo', interval '60 days',
     'Cuenta de demostración de Nexo.'),
    ('a0000000-0000-4000-8000-000000000010', 'camila@nexo.dev', 'Camila Herrera', 'camila-herrera', interval '360 days',
     'Científica de datos. Enseño Python, estadística y machine learning con ejemplos reales.'),
    ('a0000000-0000-4000-8000-000000000011', 'admin@nexo.dev', 'Laura Medina', 'laura-medina', interval '420 days',
     'Administradora de Nexo. Cuido que la comunidad sea un lugar seguro para aprender.'),
    ('a0000000-0000-4000-8000-000000000012', 'moderador@nexo.dev', 'Tomás Vega', 'tomas-vega', interval '240 days',
     'Moderador de Nexo. Reviso denuncias y solicitudes.')
  ) as u(id, email, name, slug, age, bio);

insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id, u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
       'email', u.last_sign_in_at, u.created_at, u.created_at
  from auth.users u
 where u.id::text like 'a0000000-0000-4000-8000-0000000000%';

-- Profiles were created by the auth trigger; creators, verification and support links:
update public.profiles p set role = 'creator', is_verified = v.verified, support_url = v.link
  from (values
    ('a0000000-0000-4000-8000-000000000001'::uuid, true, 'https://www.patreon.com/anagarcia'),
    ('a0000000-0000-4000-8000-000000000002'::uuid, true, null),
    ('a0000000-0000-4000-8000-000000000003'::uuid, false, null),
    ('a0000000-0000-4000-8000-000000000005'::uuid, true, 'https://www.patreon.com/sofiatorres'),
    ('a0000000-0000-4000-8000-000000000008'::uuid, true, null),
    ('a0000000-0000-4000-8000-000000000010'::uuid, true, 'https://www.patreon.com/camiladatos')
  ) as v(id, verified, link)
 where p.id = v.id;

-- The form each sample member chose for their badges ('Creadora verificada', 'Creador verificado'); the demo keeps neutral.
update public.profiles p set badge_form = v.form
  from (values
    ('a0000000-0000-4000-8000-000000000001'::uuid, 'femenino'), ('a0000000-0000-4000-8000-000000000002'::uuid, 'masculino'),
    ('a0000000-0000-4000-8000-000000000003'::uuid, 'femenino'), ('a0000000-0000-4000-8000-000000000004'::uuid, 'masculino'),
    ('a0000000-0000-4000-8000-000000000005'::uuid, 'femenino'), ('a0000000-0000-4000-8000-000000000006'::uuid, 'masculino'),
    ('a0000000-0000-4000-8000-000000000007'::uuid, 'femenino'), ('a0000000-0000-4000-8000-000000000008'::uuid, 'masculino'),
    ('a0000000-0000-4000-8000-000000000010'::uuid, 'femenino'), ('a0000000-0000-4000-8000-000000000011'::uuid, 'femenino'),
    ('a0000000-0000-4000-8000-000000000012'::uuid, 'masculino')
  ) as v(id, form)
 where p.id = v.id;

-- Communities (1–8 regular, 9–12 live events) ----------------------------------------------------------------------
insert into public.communities (id, name, description, banner_url, topics, created_at,
                                is_live_event, live_date, duration, host_id, host_name, price)
overriding system value
values
  (1, 'Desarrollo Web', 'Comparte proyectos, dudas y recursos sobre HTML, CSS, JavaScript y los frameworks modernos.',
   '/media/covers/community-1.svg', '{JavaScript,React,CSS,Node.js}', now() - interval '380 days', false, null, null, null, null, 0),
  (2, 'Diseño UX/UI', 'Investigación de usuarios, prototipos, sistemas de diseño y accesibilidad.',
   '/media/covers/community-2.svg', '{Figma,Prototipado,Accesibilidad,"Design Systems"}', now() - interval '360 days', false, null, null, null, null, 0),
  (3, 'Ciencia de Datos', 'Python, estadística, visualización y machine learning aplicados a problemas reales.',
   '/media/covers/community-3.svg', '{Python,"Machine Learning",Estadística,SQL}', now() - interval '350 days', false, null, null, null, null, 0),
  (4, 'Marketing Digital', 'SEO, contenidos, redes sociales y analítica para hacer crecer proyectos.',
   '/media/covers/community-4.svg', '{SEO,"Redes Sociales","Email Marketing",Analítica}', now() - interval '300 days', false, null, null, null, null, 0),
  (5, 'Emprendimiento', 'De la idea al primer cliente: validación, finanzas, ventas y liderazgo.',
   '/media/covers/community-5.svg', '{Startups,Finanzas,Ventas,Liderazgo}', now() - interval '280 days', false, null, null, null, null, 0),
  (6, 'Fotografía', 'Composición, luz y edición: aprende a contar historias con imágenes.',
   '/media/covers/community-6.svg', '{Composición,Iluminación,Edición,Lightroom}', now() - interval '250 days', false, null, null, null, null, 0),
  (7, 'Idiomas', 'Practica inglés, portugués y francés con otros miembros y recursos compartidos.',
   '/media/covers/community-7.svg', '{Inglés,Portugués,Francés,Conversación}', now() - interval '200 days', false, null, null, null, null, 0),
  (8, 'Música y Producción', 'Producción musical, mezcla, teoría y herramientas para crear tus canciones.',
   '/media/covers/community-8.svg', '{Ableton,Mezcla,"Teoría Musical"}', now() - interval '90 days', false, null, null, null, null, 0),
  (9, 'Taller en Vivo: React desde Cero', 'Construimos juntos una aplicación con React paso a paso y resolvemos dudas en directo.',
   '/media/covers/community-9.svg', '{React,JavaScript,"En vivo"}', now() - interval '20 days', true,
   date_trunc('minute', now()) - interval '3 days', '2 horas', 'a0000000-0000-4000-8000-000000000008', 'Javier Morales', 0),
  (10, 'Sesión en Vivo: Preguntas sobre Ciencia de Datos', 'Trae tus preguntas sobre Python, pandas y modelos: respondemos en directo.',
   '/media/covers/community-10.svg', '{Python,"Ciencia de Datos","En vivo"}', now() - interval '10 days', true,
   date_trunc('minute', now()) - interval '30 minutes', '1 hora 30 minutos', 'a0000000-0000-4000-8000-000000000010', 'Camila Herrera', 5),
  (11, 'Masterclass: Marca Personal en Redes', 'Cómo construir una marca personal auténtica y medir lo que funciona.',
   '/media/covers/community-11.svg', '{Marketing,"Marca Personal","En vivo"}', now() - interval '5 days', true,
   date_trunc('minute', now()) + interval '2 days', '2 horas', 'a0000000-0000-4000-8000-000000000005', 'Sofía Torres', 10),
  (12, 'Charla en Vivo: Inglés para Entrevistas', 'Frases, práctica y consejos para tu próxima entrevista de trabajo en inglés.',
   '/media/covers/community-12.svg', '{Inglés,Empleo,"En vivo"}', now() - interval '3 days', true,
   date_trunc('minute', now()) + interval '7 days', '1 hora', null, null, 0);
select setval(pg_get_serial_sequence('public.communities', 'id'), (select max(id) from public.communities));

-- Courses (1–12; 10 and 11 are live; 12 has no lessons yet) ---------------------------------------------------------
insert into public.courses (id, title, description, instructor_id, instructor_name, price, image_url, duration, level, topics,
                            community_id, type, live_date, created_at)
overriding system value
values
  (1, 'React Moderno: Hooks y Patrones', 'Domina los hooks, el manejo de estado y los patrones que usan los equipos profesionales de React.',
   'a0000000-0000-4000-8000-000000000001', 'Ana García', 49.99, '/media/covers/course-1.svg', '24 horas', 'Intermedio',
   '{React,Hooks,JavaScript,TypeScript}', 1, 'recorded', null, now() - interval '300 days'),
  (2, 'Diseño de Interfaces con Figma', 'Aprende Figma desde cero: componentes, variantes, auto layout y prototipos interactivos.',
   'a0000000-0000-4000-8000-000000000002', 'Carlos Mendoza', 0, '/media/covers/course-2.svg', '12 horas', 'Principiante',
   '{Figma,"UI Design",Prototipado}', 2, 'recorded', null, now() - interval '280 days'),
  (3, 'Python para Ciencia de Datos', 'Python, pandas, NumPy y visualización para analizar datos reales de principio a fin.',
   'a0000000-0000-4000-8000-000000000010', 'Camila Herrera', 59.99, '/media/covers/course-3.svg', '30 horas', 'Todos los niveles',
   '{Python,pandas,NumPy,Visualización}', 3, 'recorded', null, now() - interval '270 days'),
  (4, 'SEO y Posicionamiento Web', 'Investigación de palabras clave, SEO técnico y contenidos que atraen visitas orgánicas.',
   'a0000000-0000-4000-8000-000000000003', 'Lucía Fernández', 29.99, '/media/covers/course-4.svg', '15 horas', 'Intermedio',
   '{SEO,Contenidos,Analítica}', 4, 'recorded', null, now() - interval '200 days'),
  (5, 'Finanzas para Emprendedores', 'Flujo de caja, precios, métricas y rondas de inversión explicadas sin tecnicismos.',
   null, 'Equipo Nexo', 19.99, '/media/covers/course-5.svg', '10 horas', 'Principiante',
   '{Finanzas,Startups,Métricas}', 5, 'recorded', null, now() - interval '180 days'),
  (6, 'Fotografía Digital desde Cero', 'Exposición, composición y edición básica para sacar el máximo partido a tu cámara o móvil.',
   'a0000000-0000-4000-8000-000000000005', 'Sofía Torres', 0, '/media/covers/course-6.svg', '8 horas', 'Principiante',
   '{Fotografía,Composición,Edición}', 6, 'recorded', null, now() - interval '160 days'),
  (7, 'Inglés Conversacional B1–B2', 'Gana fluidez con conversaciones guiadas, vocabulario útil y práctica de pronunciación.',
   'a0000000-0000-4000-8000-000000000005', 'Sofía Torres', 39.99, '/media/covers/course-7.svg', '20 horas', 'Intermedio',
   '{Inglés,Conversación,Pronunciación}', 7, 'recorded', null, now() - interval '150 days'),
  (8, 'Machine Learning Avanzado', 'Modelos de ensamble, redes neuronales y puesta en producción de modelos de machine learning.',
   'a0000000-0000-4000-8000-000000000010', 'Camila Herrera', 89.99, '/media/covers/course-8.svg', '40 horas', 'Avanzado',
   '{"Machine Learning","Deep Learning",Python,MLOps}', 3, 'recorded', null, now() - interval '120 days'),
  (9, 'Node.js y APIs REST', 'Diseña, construye y asegura APIs REST con Node.js, pruebas automatizadas y buenas prácticas.',
   'a0000000-0000-4000-8000-000000000001', 'Ana García', 44.99, '/media/covers/course-9.svg', '18 horas', 'Avanzado',
   '{Node.js,APIs,Testing,Seguridad}', 1, 'recorded', null, now() - interval '100 days'),
  (10, 'Bootcamp en Vivo: Full Stack con React y Node', 'Seis semanas de clases en directo construyendo una aplicación completa con mentoría.',
   'a0000000-0000-4000-8000-000000000001', 'Ana García', 149.99, '/media/covers/course-10.svg', '6 semanas', 'Intermedio',
   '{React,Node.js,PostgreSQL,"En vivo"}', 1, 'live', date_trunc('hour', now()) + interval '10 days', now() - interval '20 days'),
  (11, 'Taller en Vivo: Producción Musical con Ableton', 'Crea tu primera canción en directo: ritmo, armonía, mezcla y exportación.',
   null, 'Martín Quiroga', 25, '/media/covers/course-11.svg', '4 horas', 'Todos los niveles',
   '{Ableton,Producción,Mezcla}', 8, 'live', date_trunc('hour', now()) + interval '5 days', now() - interval '12 days'),
  (12, 'Marketing en Redes Sociales', 'Estrategia, calendario de contenidos y métricas para redes sociales. Contenido en preparación.',
   'a0000000-0000-4000-8000-000000000003', 'Lucía Fernández', 0, '/media/covers/course-12.svg', '6 horas', 'Todos los niveles',
   '{"Redes Sociales",Contenidos,Marketing}', 4, 'recorded', null, now() - interval '7 days');
select setval(pg_get_serial_sequence('public.courses', 'id'), (select max(id) from public.courses));

-- Lessons: 42 in modules; videos are the local HLS samples; one lesson (course 1, 2.2) has no video.
insert into public.lessons (course_id, module_position, module, position, title, duration, description, video_url, created_at)
select l.course_id, l.module_position, l.module, l.position, l.title, l.duration,
       format('En esta lección de «%s» veremos %s con ejemplos prácticos.', c.title, lower(l.title)),
       case when (l.course_id, l.module_position, l.position) = (1, 2, 2) then null
            else format('/media/video/sample-%s/index.m3u8', (row_number() over (order by l.course_id, l.module_position, l.position) - 1) % 3 + 1) end,
       c.created_at + interval '1 day'
  from (values
    (1, 1, 'Fundamentos de Hooks', 1, 'Introducción a los hooks', '08:15'),
    (1, 1, 'Fundamentos de Hooks', 2, 'useState y useEffect a fondo', '14:40'),
    (1, 2, 'Patrones avanzados', 1, 'Custom hooks reutilizables', '12:05'),
    (1, 2, 'Patrones avanzados', 2, 'Context y reducers', '16:30'),
    (2, 1, 'Primeros pasos en Figma', 1, 'La interfaz de Figma', '06:20'),
    (2, 1, 'Primeros pasos en Figma', 2, 'Marcos, formas y texto', '10:45'),
    (2, 2, 'Componentes y prototipos', 1, 'Componentes y variantes', '13:10'),
    (2, 2, 'Componentes y prototipos', 2, 'Prototipos interactivos', '11:55'),
    (3, 1, 'Python esencial', 1, 'Tipos de datos y estructuras', '12:00'),
    (3, 1, 'Python esencial', 2, 'Funciones y módulos', '09:35'),
    (3, 2, 'Análisis con pandas', 1, 'DataFrames y limpieza de datos', '18:20'),
    (3, 2, 'Análisis con pandas', 2, 'Visualización con Matplotlib', '15:45'),
    (4, 1, 'Bases del SEO', 1, 'Cómo funcionan los buscadores', '07:50'),
    (4, 1, 'Bases del SEO', 2, 'Investigación de palabras clave', '13:25'),
    (4, 2, 'SEO técnico y contenidos', 1, 'Velocidad e indexación', '11:40'),
    (4, 2, 'SEO técnico y contenidos', 2, 'Contenidos que posicionan', '10:15'),
    (5, 1, 'Números de tu negocio', 1, 'Flujo de caja sin miedo', '09:10'),
    (5, 1, 'Números de tu negocio', 2, 'Cómo fijar precios', '08:45'),
    (5, 2, 'Crecer con cabeza', 1, 'Métricas que importan', '10:30'),
    (5, 2, 'Crecer con cabeza', 2, 'Rondas de inversión', '12:20'),
    (6, 1, 'Tu cámara', 1, 'Exposición: el triángulo básico', '09:05'),
    (6, 1, 'Tu cámara', 2, 'Enfoque y profundidad de campo', '07:40'),
    (6, 2, 'Componer y editar', 1, 'Reglas de composición', '08:55'),
    (6, 2, 'Componer y editar', 2, 'Edición básica en Lightroom', '14:10'),
    (7, 1, 'Conversaciones cotidianas', 1, 'Presentarte con naturalidad', '10:00'),
    (7, 1, 'Conversaciones cotidianas', 2, 'Hablar del trabajo', '11:20'),
    (7, 2, 'Fluidez', 1, 'Phrasal verbs imprescindibles', '12:45'),
    (7, 2, 'Fluidez', 2, 'Pronunciación y entonación', '09:50'),
    (8, 1, 'Modelos de ensamble', 1, 'Random forests y boosting', '21:15'),
    (8, 1, 'Modelos de ensamble', 2, 'Ajuste de hiperparámetros', '17:30'),
    (8, 2, 'Deep learning', 1, 'Redes neuronales desde cero', '24:05'),
    (8, 2, 'Deep learning', 2, 'Modelos en producción', '19:40'),
    (9, 1, 'Diseño de APIs', 1, 'Recursos, verbos y códigos de estado', '11:30'),
    (9, 1, 'Diseño de APIs', 2, 'Express y middlewares', '15:15'),
    (9, 2, 'Calidad y seguridad', 1, 'Pruebas automatizadas', '13:50'),
    (9, 2, 'Calidad y seguridad', 2, 'Autenticación con JWT', '16:25'),
    (10, 1, 'Semana 1: Frontend', 1, 'Sesión 1: arquitectura del proyecto', '58:00'),
    (10, 1, 'Semana 1: Frontend', 2, 'Sesión 2: componentes y rutas', '61:30'),
    (10, 2, 'Semana 2: Backend', 1, 'Sesión 3: API y base de datos', '59:45'),
    (11, 1, 'Taller', 1, 'Ritmo y armonía', '45:00'),
    (11, 1, 'Taller', 2, 'Mezcla básica', '40:30'),
    (11, 1, 'Taller', 3, 'Exportar y publicar', '25:15')
  ) as l(course_id, module_position, module, position, title, duration)
  join public.courses c on c.id = l.course_id;

-- Memberships (the demo account has the spec's default set: communities 1 and 3) ----------------------------------
insert into public.memberships (user_id, community_id, notifications_enabled, joined_at)
select ('a0000000-0000-4000-8000-0000000000' || lpad(m.u::text, 2, '0'))::uuid, m.c, m.u % 4 <> 0, now() - make_interval(days => 40 - m.c - m.u)
  from (values
    (1, 1), (1, 2), (1, 3), (1, 9), (1, 10),
    (2, 1), (2, 2), (2, 6),
    (3, 4), (3, 5), (3, 2), (3, 11),
    (4, 1), (4, 3), (4, 5), (4, 9), (4, 10),
    (5, 6), (5, 7), (5, 4), (5, 11),
    (6, 5), (6, 4), (6, 1),
    (7, 8), (7, 2), (7, 6), (7, 7),
    (8, 1), (8, 3), (8, 9),
    (9, 1), (9, 3),
    (10, 3), (10, 1), (10, 10), (10, 7)
  ) as m(u, c);

-- Posts: 32, in every regular community, with tags; 30 with images ------------------------------------------------
insert into public.posts (id, community_id, author_id, title, content, image_url, tags, created_at, updated_at)
overriding system value
select p.id, p.c, ('a0000000-0000-4000-8000-0000000000' || lpad(p.u::text, 2, '0'))::uuid, p.title, p.content,
       case when p.id in (17, 28) then null else format('/media/posts/post-%s.svg', p.id) end,
       p.tags, now() - p.age, now() - p.age
  from (values
    (1, 1, 1, '¿Cuál es tu patrón favorito para manejar estado en React?',
     'Llevo años probando Context, reducers y librerías externas. Últimamente vuelvo a lo simple: estado local y custom hooks. ¿Qué usan ustedes en sus proyectos y por qué?',
     '{React,Estado,Hooks}'::text[], interval '2 hours'),
    (2, 3, 10, 'Guía rápida: limpiar datos con pandas en 10 pasos',
     'Comparto la lista que uso antes de cualquier análisis: tipos, nulos, duplicados, fechas, outliers… Al final dejo un cuaderno de ejemplo.',
     '{Python,pandas,"Limpieza de datos"}', interval '5 hours'),
    (3, 2, 2, 'Cinco errores de accesibilidad que veo en casi todos los diseños',
     'Contraste insuficiente, textos en imágenes, focos invisibles, formularios sin etiquetas y animaciones sin control. Les explico cómo evitarlos.',
     '{Accesibilidad,UX,Diseño}', interval '9 hours'),
    (4, 4, 3, 'El SEO no ha muerto: lo que funciona este año',
     'Contenido útil, enlaces internos y velocidad. Les cuento qué cambió en mis proyectos y qué métricas miro cada semana.',
     '{SEO,Contenidos}', interval '1 day'),
    (5, 5, 6, 'Validé mi idea en dos semanas sin escribir código',
     'Landing, formulario y diez entrevistas. Así comprobé que había demanda antes de invertir. Les dejo el proceso completo.',
     '{Startups,Validación,"Lean Startup"}', interval '1 day 4 hours'),
    (6, 6, 5, 'La regla de los tercios explicada con ejemplos',
     'Una guía visual con fotos de mis viajes: cuándo aplicarla y, sobre todo, cuándo romperla.',
     '{Fotografía,Composición}', interval '1 day 10 hours'),
    (7, 7, 5, 'Recursos gratuitos para practicar inglés cada día',
     'Podcasts, canales y apps que uso con mis alumnos. Lo importante es la constancia: 20 minutos al día.',
     '{Inglés,Recursos}', interval '2 days'),
    (8, 8, 7, 'Mi primera canción terminada con Ableton',
     'Después de meses de bocetos por fin terminé una canción. Comparto lo que aprendí sobre estructura y mezcla.',
     '{Ableton,Producción}', interval '2 days 6 hours'),
    (9, 1, 8, 'Cómo preparo mis sesiones en vivo de programación',
     'Guion, repositorio base y ejercicios cortos. La clave es dejar espacio para las preguntas del público.',
     '{"En vivo",Enseñanza,JavaScript}', interval '2 days 12 hours'),
    (10, 3, 4, '¿Por dónde empiezo con machine learning?',
     'Estoy terminando el curso de Python y quiero dar el salto. ¿Me recomiendan empezar por scikit-learn o directamente con redes neuronales?',
     '{"Machine Learning",Principiantes}', interval '3 days'),
    (11, 1, 4, 'Mi portafolio en CSS puro: ¿qué mejoraríais?',
     'Lo hice sin frameworks para aprender bien Flexbox y Grid. Acepto críticas constructivas.',
     '{CSS,Portafolio}', interval '3 days 8 hours'),
    (12, 2, 7, 'Sistema de diseño para un proyecto pequeño: ¿merece la pena?',
     'Somos dos personas y dudo si crear tokens y componentes desde el principio o esperar a crecer.',
     '{"Design Systems",Figma}', interval '4 days'),
    (13, 4, 6, 'Email marketing para tiendas pequeñas',
     'Con una lista de 300 suscriptores conseguimos un 12 % de ventas. Les explico la secuencia de bienvenida que usamos.',
     '{"Email Marketing",Ventas}', interval '4 days 12 hours'),
    (14, 5, 3, 'Cómo calculo el precio de mis servicios como freelance',
     'Coste por hora, margen y valor percibido. Comparto mi hoja de cálculo.',
     '{Freelance,Precios,Finanzas}', interval '5 days'),
    (15, 3, 10, 'Visualizaciones que cuentan historias',
     'Un buen gráfico responde una pregunta. Ejemplos de antes y después con Matplotlib y Seaborn.',
     '{Visualización,Python}', interval '5 days 6 hours'),
    (16, 6, 2, 'Edición en Lightroom: mis ajustes básicos',
     'Perfil, balance de blancos, curvas y un toque de color. Menos es más.',
     '{Lightroom,Edición}', interval '6 days'),
    (17, 7, 9, '¿Alguien para practicar portugués?',
     'Busco compañero de intercambio: yo ayudo con español y tú con portugués. ¡Escríbanme!',
     '{Portugués,Intercambio}', interval '6 days 8 hours'),
    (18, 1, 1, 'TypeScript en proyectos React: por dónde empezar',
     'No hace falta tiparlo todo el primer día. Empezad por props y respuestas de la API.',
     '{TypeScript,React}', interval '7 days'),
    (19, 8, 7, 'Teoría musical mínima para producir',
     'Escalas, acordes y progresiones: lo justo para que tus canciones suenen bien.',
     '{"Teoría Musical",Producción}', interval '8 days'),
    (20, 2, 2, 'Figma: auto layout explicado con un botón',
     'Paso a paso con un componente de botón que se adapta a cualquier texto.',
     '{Figma,"Auto Layout"}', interval '9 days'),
    (21, 4, 3, 'Calendario de contenidos que sí cumplo',
     'Plantilla mensual y cómo reciclar cada pieza en tres redes distintas.',
     '{"Redes Sociales",Contenidos}', interval '10 days'),
    (22, 5, 6, 'Lecciones de mi primer año emprendiendo',
     'Errores con socios, precios demasiado bajos y lo que haría distinto.',
     '{Emprendimiento,Aprendizajes}', interval '11 days'),
    (23, 3, 8, 'SQL sigue siendo la herramienta más útil para datos',
     'Antes de montar un pipeline complejo, una buena consulta resuelve el 80 % de las preguntas.',
     '{SQL,Datos}', interval '12 days'),
    (24, 1, 9, 'Mi primer proyecto con Node.js',
     'Una API pequeña para gestionar tareas. Gracias a la comunidad por las respuestas de la semana pasada.',
     '{Node.js,Principiantes}', interval '13 days'),
    (25, 6, 5, 'Fotografía con el móvil: trucos que funcionan',
     'Limpia la lente, bloquea la exposición y busca la luz lateral. Con eso ya mejoras mucho.',
     '{Móvil,Fotografía}', interval '14 days'),
    (26, 7, 4, 'Cómo perdí el miedo a hablar inglés',
     'Grabarme, repetir y equivocarme en público. Les cuento mi experiencia en el curso conversacional.',
     '{Inglés,Motivación}', interval '15 days'),
    (27, 2, 1, 'Del diseño al código sin perder detalles',
     'Cómo trabajamos diseñadores y desarrolladores con tokens compartidos.',
     '{"Design Systems",Frontend}', interval '17 days'),
    (28, 5, 10, 'Datos para decidir en una startup',
     'Tres métricas que revisaría cada lunes si estuviera empezando un negocio.',
     '{Métricas,Startups}', interval '19 days'),
    (29, 4, 6, 'Anuncios en redes con poco presupuesto',
     'Segmentación, creatividades y pruebas A/B con 5 dólares al día.',
     '{Publicidad,"Redes Sociales"}', interval '21 days'),
    (30, 8, 7, 'Mezcla: cómo dejar espacio a la voz',
     'Ecualización sustractiva y compresión suave. Ejemplos de antes y después.',
     '{Mezcla,Voz}', interval '23 days'),
    (31, 3, 9, 'Recursos para aprender estadística desde cero',
     'Libros, cursos y ejercicios que me están ayudando a entender los fundamentos.',
     '{Estadística,Recursos}', interval '25 days'),
    (32, 1, 8, 'Buenas prácticas de accesibilidad en formularios',
     'Etiquetas visibles, mensajes de error claros y navegación con teclado.',
     '{Accesibilidad,HTML}', interval '28 days')
  ) as p(id, c, u, title, content, tags, age);
select setval(pg_get_serial_sequence('public.posts', 'id'), (select max(id) from public.posts));

-- Post votes from the members (counters follow by trigger): mostly up, a few down; nobody votes on their own post.
insert into public.votes (post_id, user_id, value, created_at)
select p.id, pr.id,
       case when (p.id * 7 + n.n * 3) % 11 < 7 then 1 else -1 end,
       p.created_at + make_interval(mins => 10 * n.n)
  from public.posts p
  cross join generate_series(1, 10) as n(n)
  join public.profiles pr on pr.id = ('a0000000-0000-4000-8000-0000000000' || lpad(n.n::text, 2, '0'))::uuid
 where pr.id <> p.author_id
   and (p.id * 5 + n.n * 2) % (case when p.id <= 10 then 9 else 5 end) < (case when p.id <= 10 then 8 else 2 end);

-- Comments: nested replies up to 4 levels deep on the first posts -------------------------------------------------
insert into public.comments (id, post_id, parent_id, author_id, content, created_at)
overriding system value
select c.id, c.post_id, c.parent_id, ('a0000000-0000-4000-8000-0000000000' || lpad(c.u::text, 2, '0'))::uuid, c.content,
       now() - c.age
  from (values
    (1, 1, null::bigint, 8, 'Estado local siempre que se pueda. Solo subo el estado cuando dos componentes lo necesitan de verdad.', interval '100 minutes'),
    (2, 1, 1, 1, 'Totalmente de acuerdo, Javier. ¿Y para datos del servidor usas alguna librería?', interval '90 minutes'),
    (3, 1, 2, 8, 'TanStack Query: caché, reintentos e invalidación sin escribir nada a mano.', interval '80 minutes'),
    (4, 1, 3, 4, 'Lo estoy probando en mi proyecto y simplificó muchísimo el código. ¡Gracias por la recomendación!', interval '70 minutes'),
    (5, 1, null, 9, 'Yo estoy empezando y me lío con useEffect. ¿Algún consejo?', interval '60 minutes'),
    (6, 1, 5, 1, 'Piensa en useEffect como sincronización con algo externo. Si no hay nada externo, probablemente no lo necesitas.', interval '50 minutes'),
    (7, 1, null, 10, 'Para formularios grandes los reducers me siguen pareciendo lo más claro.', interval '40 minutes'),
    (8, 2, null, 4, 'Justo lo que necesitaba para mi trabajo de fin de curso. ¡Gracias, Camila!', interval '4 hours'),
    (9, 2, 8, 10, 'Me alegra que te sirva. Si tienes dudas con las fechas, pregunta por aquí.', interval '3 hours 30 minutes'),
    (10, 2, 9, 4, 'Pues sí: ¿cómo convierto columnas con formatos de fecha mezclados?', interval '3 hours'),
    (11, 2, 10, 10, 'pd.to_datetime con errors="coerce" y luego revisa los nulos que queden.', interval '2 hours 30 minutes'),
    (12, 2, null, 8, 'Añadiría validar rangos: edades negativas y fechas futuras aparecen más de lo que parece.', interval '2 hours'),
    (13, 3, null, 7, 'El foco invisible es mi pesadilla en los proyectos heredados.', interval '8 hours'),
    (14, 3, 13, 2, 'Un outline personalizado con buen contraste lo soluciona sin afear el diseño.', interval '7 hours'),
    (15, 3, 14, 1, 'Y :focus-visible para que solo aparezca al navegar con teclado.', interval '6 hours'),
    (16, 4, null, 6, '¿Qué herramienta usas para medir la velocidad?', interval '20 hours'),
    (17, 4, 16, 3, 'Lighthouse y los datos de campo de Search Console. Con eso basta para empezar.', interval '19 hours'),
    (18, 5, null, 3, 'Gran enfoque. Las entrevistas te ahorran meses de desarrollo.', interval '1 day 2 hours'),
    (19, 5, 18, 6, 'Exacto. Tres personas me dijeron que pagarían y eso cambió mis prioridades.', interval '1 day 1 hour'),
    (20, 6, null, 2, 'Qué buenas fotos. La del mercado rompe la regla y funciona perfecto.', interval '1 day 8 hours'),
    (21, 6, 20, 5, '¡Gracias! A veces centrar el sujeto transmite más calma.', interval '1 day 7 hours'),
    (22, 7, null, 9, 'Me apunto los podcasts. ¿Alguno para nivel intermedio?', interval '1 day 20 hours'),
    (23, 7, 22, 5, 'Prueba los de noticias lentas: hablan claro y con vocabulario actual.', interval '1 day 18 hours'),
    (24, 8, null, 5, '¡Enhorabuena! Terminar es lo más difícil.', interval '2 days 4 hours'),
    (25, 9, null, 4, 'Tus sesiones son las mejores, siempre se aprende algo nuevo.', interval '2 days 10 hours'),
    (26, 9, 25, 8, '¡Gracias, Diego! La próxima será sobre pruebas automatizadas.', interval '2 days 9 hours'),
    (27, 10, null, 10, 'Empieza por scikit-learn: regresión, árboles y validación cruzada. Las redes, después.', interval '2 days 20 hours'),
    (28, 10, 27, 4, 'Perfecto, me apunto al curso avanzado cuando termine el de Python.', interval '2 days 18 hours'),
    (29, 10, 28, 10, 'Buena idea. Y practica con datos que te interesen, se aprende el doble.', interval '2 days 16 hours'),
    (30, 11, null, 1, 'Muy limpio. Revisa el contraste de los enlaces en el pie de página.', interval '3 days 6 hours'),
    (31, 12, null, 2, 'Empezad con tokens de color y tipografía; los componentes pueden esperar.', interval '3 days 20 hours'),
    (32, 18, null, 8, 'Y activad strict desde el principio, luego cuesta mucho más.', interval '6 days 20 hours'),
    (33, 24, null, 1, '¡Bien hecho! El siguiente paso: pruebas y validación de entrada.', interval '12 days'),
    (34, 24, 33, 9, '¡Gracias, Ana! Ya estoy viendo el curso de Node.js.', interval '11 days 20 hours')
  ) as c(id, post_id, parent_id, u, content, age);
select setval(pg_get_serial_sequence('public.comments', 'id'), (select max(id) from public.comments));

insert into public.votes (comment_id, user_id, value)
select c.id, pr.id, 1
  from public.comments c
  cross join generate_series(1, 10) as n(n)
  join public.profiles pr on pr.id = ('a0000000-0000-4000-8000-0000000000' || lpad(n.n::text, 2, '0'))::uuid
 where pr.id <> c.author_id and (c.id * 3 + n.n) % 4 = 0;
insert into public.votes (comment_id, user_id, value) values
  (7, 'a0000000-0000-4000-8000-000000000006', -1), (12, 'a0000000-0000-4000-8000-000000000003', -1);

-- Enrolments (the demo account has the spec's default set: courses 1 and 3), completions and reviews ----------------
insert into public.enrolments (user_id, course_id, enrolled_at)
select ('a0000000-0000-4000-8000-0000000000' || lpad(e.u::text, 2, '0'))::uuid, e.c, now() - make_interval(days => 30 - e.c)
  from (values
    (9, 1), (9, 3),
    (4, 1), (4, 3), (4, 9), (4, 8),
    (6, 5), (6, 4), (6, 2),
    (7, 2), (7, 11), (7, 6),
    (2, 1), (2, 6),
    (3, 2), (3, 5),
    (5, 3), (5, 2),
    (8, 3), (8, 4), (8, 7),
    (10, 1), (10, 9), (10, 7),
    (1, 2), (1, 8), (1, 4), (1, 10)
  ) as e(u, c);

insert into public.lesson_completions (user_id, lesson_id, course_id, completed_at)
select 'a0000000-0000-4000-8000-000000000009', l.id, l.course_id, now() - make_interval(days => 5 - l.position)
  from public.lessons l where l.course_id = 1 and l.module_position = 1;
insert into public.lesson_completions (user_id, lesson_id, course_id, completed_at)
select 'a0000000-0000-4000-8000-000000000004', l.id, l.course_id, now() - interval '2 days'
  from public.lessons l where l.course_id in (1, 3);

insert into public.course_reviews (course_id, user_id, rating, comment, created_at)
select r.c, ('a0000000-0000-4000-8000-0000000000' || lpad(r.u::text, 2, '0'))::uuid, r.rating, r.comment, now() - make_interval(days => r.c)
  from (values
    (1, 4, 5, 'Explicaciones clarísimas y ejemplos muy prácticos.'),
    (1, 2, 5, 'Por fin entiendo los custom hooks.'),
    (1, 10, 4, 'Muy bueno; echaría en falta más ejercicios.'),
    (2, 6, 5, 'Ideal para empezar desde cero.'),
    (2, 7, 4, 'Muy completo para ser gratuito.'),
    (2, 3, 5, 'Carlos explica de maravilla.'),
    (2, 5, 4, 'Los prototipos me han encantado.'),
    (3, 4, 5, 'El mejor curso de pandas que he hecho.'),
    (3, 5, 5, 'Datos reales y proyectos interesantes.'),
    (3, 8, 4, 'Muy buen ritmo.'),
    (4, 6, 4, 'Útil y directo al grano.'),
    (4, 8, 4, 'Buenas herramientas y ejemplos.'),
    (4, 1, 3, 'Correcto, aunque algo básico en SEO técnico.'),
    (5, 6, 5, 'Me ayudó a poner orden en mis números.'),
    (5, 3, 4, 'Claro y sin tecnicismos.'),
    (6, 7, 5, 'Mis fotos mejoraron desde la primera semana.'),
    (6, 2, 4, 'Muy bien explicado.'),
    (7, 8, 5, 'Por fin hablo con más confianza.'),
    (7, 10, 4, 'Las conversaciones guiadas son geniales.'),
    (8, 4, 5, 'Exigente pero vale cada minuto.'),
    (8, 1, 5, 'Contenido avanzado de verdad.'),
    (9, 4, 4, 'Muy práctico para proyectos reales.'),
    (9, 10, 5, 'Excelente la parte de seguridad.')
  ) as r(c, u, rating, comment);

-- Follows, saves, awards --------------------------------------------------------------------------------------------
insert into public.follows (follower_id, following_id, created_at)
select ('a0000000-0000-4000-8000-0000000000' || lpad(f.a::text, 2, '0'))::uuid,
       ('a0000000-0000-4000-8000-0000000000' || lpad(f.b::text, 2, '0'))::uuid, now() - make_interval(days => f.a + f.b)
  from (values
    (2, 1), (3, 1), (4, 1), (5, 1), (6, 1), (7, 1), (8, 1), (9, 1), (10, 1),
    (1, 10), (3, 10), (4, 10), (8, 10), (9, 10),
    (1, 5), (2, 5), (7, 5), (9, 5),
    (1, 2), (7, 2), (5, 2),
    (4, 8), (9, 8), (1, 8),
    (6, 3), (5, 3),
    (1, 9), (4, 9)
  ) as f(a, b);

insert into public.saved_posts (user_id, post_id, created_at)
select ('a0000000-0000-4000-8000-0000000000' || lpad(s.u::text, 2, '0'))::uuid, s.p, now() - make_interval(hours => s.p)
  from (values (9, 2), (9, 5), (9, 9), (4, 1), (4, 2), (4, 15), (6, 13), (6, 22), (7, 8), (1, 3)) as s(u, p);

insert into public.awards (giver_id, recipient_id, post_id, created_at)
select ('a0000000-0000-4000-8000-0000000000' || lpad(a.g::text, 2, '0'))::uuid,
       ('a0000000-0000-4000-8000-0000000000' || lpad(a.r::text, 2, '0'))::uuid, a.p, now() - make_interval(hours => 3 * a.g)
  from (values
    (4, 1, 1::bigint), (9, 1, 1), (2, 1, 1), (4, 10, 2), (8, 10, 2), (1, 2, 3), (6, 3, 4), (9, 8, 9), (4, 8, 9),
    (5, 9, 31), (9, 10, null), (4, 1, null), (6, 5, null), (7, 2, null)
  ) as a(g, r, p);

-- Notifications: the activity above generated real ones; replace them with a curated, dated set of every type
-- (comment, upvote, course, follow, patreon, award), some unread.
delete from public.notifications;
insert into public.notifications (user_id, actor_id, type, content, link, read, created_at)
select ('a0000000-0000-4000-8000-0000000000' || lpad(n.u::text, 2, '0'))::uuid,
       case when n.a is null then null else ('a0000000-0000-4000-8000-0000000000' || lpad(n.a::text, 2, '0'))::uuid end,
       n.type, n.content, n.link, n.read, now() - n.age
  from (values
    (9, 1, 'comment', 'Ana García respondió a tu comentario en «¿Cuál es tu patrón favorito para manejar estado en React?».', '/post/1', false, interval '50 minutes'),
    (9, 1, 'comment', 'Ana García comentó en tu publicación «Mi primer proyecto con Node.js».', '/post/24', true, interval '12 days'),
    (9, 4, 'upvote', 'A Diego Ramírez le gusta tu publicación «Mi primer proyecto con Node.js».', '/post/24', false, interval '3 hours'),
    (9, null, 'course', 'Te has inscrito en «React Moderno: Hooks y Patrones». ¡Empieza cuando quieras!', '/courses/1', true, interval '29 days'),
    (9, null, 'course', 'Nueva lección disponible en «Python para Ciencia de Datos».', '/courses/3', false, interval '1 day'),
    (9, 4, 'follow', 'Diego Ramírez empezó a seguirte.', '/profile/a0000000-0000-4000-8000-000000000004', false, interval '6 hours'),
    (9, 1, 'follow', 'Ana García empezó a seguirte.', '/profile/a0000000-0000-4000-8000-000000000001', true, interval '10 days'),
    (9, 10, 'patreon', 'Camila Herrera publicó contenido nuevo para quienes la apoyan.', '/profile/a0000000-0000-4000-8000-000000000010', false, interval '2 days'),
    (9, 5, 'award', 'Sofía Torres premió tu publicación «Recursos para aprender estadística desde cero».', '/post/31', true, interval '20 days'),
    (1, 8, 'comment', 'Javier Morales comentó en tu publicación «¿Cuál es tu patrón favorito para manejar estado en React?».', '/post/1', false, interval '100 minutes'),
    (1, 9, 'comment', 'Usuario Demo comentó en tu publicación «¿Cuál es tu patrón favorito para manejar estado en React?».', '/post/1', false, interval '60 minutes'),
    (1, 4, 'upvote', 'A Diego Ramírez le gusta tu publicación «¿Cuál es tu patrón favorito para manejar estado en React?».', '/post/1', false, interval '90 minutes'),
    (1, 4, 'award', 'Diego Ramírez premió tu publicación «¿Cuál es tu patrón favorito para manejar estado en React?».', '/post/1', false, interval '12 hours'),
    (1, 9, 'award', 'Usuario Demo premió tu publicación «¿Cuál es tu patrón favorito para manejar estado en React?».', '/post/1', true, interval '1 day'),
    (1, 9, 'follow', 'Usuario Demo empezó a seguirte.', '/profile/a0000000-0000-4000-8000-000000000009', true, interval '10 days'),
    (1, 4, 'course', 'Diego Ramírez se inscribió en tu curso «React Moderno: Hooks y Patrones».', '/courses/1', true, interval '29 days'),
    (1, 6, 'patreon', 'Mateo López quiere apoyarte como creador.', '/profile/a0000000-0000-4000-8000-000000000006', false, interval '2 days'),
    (10, 4, 'comment', 'Diego Ramírez comentó en tu publicación «Guía rápida: limpiar datos con pandas en 10 pasos».', '/post/2', false, interval '4 hours'),
    (10, 8, 'award', 'Javier Morales premió tu publicación «Guía rápida: limpiar datos con pandas en 10 pasos».', '/post/2', false, interval '1 day'),
    (10, 9, 'patreon', 'Usuario Demo quiere apoyarte como creador.', '/profile/a0000000-0000-4000-8000-000000000009', true, interval '3 days'),
    (10, 9, 'follow', 'Usuario Demo empezó a seguirte.', '/profile/a0000000-0000-4000-8000-000000000009', true, interval '19 days'),
    (2, 7, 'comment', 'Valentina Rojas comentó en tu publicación «Cinco errores de accesibilidad que veo en casi todos los diseños».', '/post/3', false, interval '8 hours'),
    (2, 1, 'award', 'Ana García premió tu publicación «Cinco errores de accesibilidad que veo en casi todos los diseños».', '/post/3', true, interval '2 days'),
    (5, 9, 'follow', 'Usuario Demo empezó a seguirte.', '/profile/a0000000-0000-4000-8000-000000000009', false, interval '14 days'),
    (5, 6, 'award', 'Mateo López te ha premiado como creador.', '/profile/a0000000-0000-4000-8000-000000000006', false, interval '18 hours'),
    (4, 10, 'comment', 'Camila Herrera respondió a tu comentario en «Guía rápida: limpiar datos con pandas en 10 pasos».', '/post/2', false, interval '2 hours 30 minutes'),
    (4, 8, 'upvote', 'A Javier Morales le gusta tu publicación «Mi portafolio en CSS puro: ¿qué mejoraríais?».', '/post/11', true, interval '3 days'),
    (8, 4, 'comment', 'Diego Ramírez comentó en tu publicación «Cómo preparo mis sesiones en vivo de programación».', '/post/9', false, interval '2 days 10 hours'),
    (6, 3, 'comment', 'Lucía Fernández comentó en tu publicación «Validé mi idea en dos semanas sin escribir código».', '/post/5', false, interval '1 day 2 hours'),
    (3, 6, 'follow', 'Mateo López empezó a seguirte.', '/profile/a0000000-0000-4000-8000-000000000006', false, interval '9 days'),
    (7, 5, 'comment', 'Sofía Torres comentó en tu publicación «Mi primera canción terminada con Ableton».', '/post/8', false, interval '2 days 4 hours')
  ) as n(u, a, type, content, link, read, age);

-- One open report, to show moderation data exists.
insert into public.reports (reporter_id, target_type, target_id, reason, created_at)
values ('a0000000-0000-4000-8000-000000000006', 'comment', '7', 'Creo que este comentario es spam.', now() - interval '1 hour');

-- ==== END SOCIAL ====

-- ==== WORK AND LIVE: reels, jobs, candidates, learning, talents, experts, chat, live chat, applications ====
-- Users referenced below are the social section's fixed ids (a0000000-0000-4000-8000-0000000000NN); live events are communities 9–12.
-- Media: /media/reels, /media/logos, /media/talents, /media/experts (SVG) and /media/video/<name>/index.m3u8 (HLS),
-- generated by scripts/gen-work-and-live-media.mjs.

-- Reels (14) and their likes (likes_count is kept by the reel_likes trigger).
insert into public.reels (user_id, video_url, poster_url, description, music_title, comments_count, shares_count, created_at)
values
  ('a0000000-0000-4000-8000-000000000001', '/media/video/reel-1/index.m3u8', '/media/reels/reel-01.svg', 'Un truco de React que uso todos los días: deriva el estado en lugar de duplicarlo. #react #frontend', 'Lo-fi para programar', 12, 4, now() - interval '2 hours'),
  ('a0000000-0000-4000-8000-000000000005', '/media/video/reel-2/index.m3u8', '/media/reels/reel-02.svg', 'Arepas rellenas en 10 minutos. ¿Quién se anima? #cocina', 'Salsa en la cocina', 30, 9, now() - interval '5 hours'),
  ('a0000000-0000-4000-8000-000000000003', '/media/video/sample-1/index.m3u8', '/media/reels/reel-03.svg', 'Tres phrasal verbs que suenan muy naturales en inglés. #idiomas', 'Acústico suave', 8, 2, now() - interval '9 hours'),
  ('a0000000-0000-4000-8000-000000000010', '/media/video/reel-1/index.m3u8', '/media/reels/reel-04.svg', 'Rutina de estiramientos de 5 minutos para quienes trabajan sentados.', 'Energía matinal', 21, 11, now() - interval '1 day'),
  ('a0000000-0000-4000-8000-000000000002', '/media/video/sample-2/index.m3u8', '/media/reels/reel-05.svg', 'Atajos de teclado de VS Code que te ahorran horas. #productividad', 'Synthwave nocturno', 5, 3, now() - interval '1 day 4 hours'),
  ('a0000000-0000-4000-8000-000000000001', '/media/video/reel-2/index.m3u8', '/media/reels/reel-06.svg', 'Cómo elegir una paleta de color accesible para tu app. #diseño', 'Piano minimalista', 14, 6, now() - interval '2 days'),
  ('a0000000-0000-4000-8000-000000000008', '/media/video/sample-3/index.m3u8', '/media/reels/reel-07.svg', 'Tu primer acorde de guitarra: Sol mayor, paso a paso.', 'Guitarra española', 19, 7, now() - interval '3 days'),
  ('a0000000-0000-4000-8000-000000000002', '/media/video/reel-1/index.m3u8', '/media/reels/reel-08.svg', 'SQL en un minuto: GROUP BY explicado con frutas. #datos', 'Beat tranquilo', 9, 5, now() - interval '4 days'),
  ('a0000000-0000-4000-8000-000000000004', '/media/video/reel-2/index.m3u8', '/media/reels/reel-09.svg', 'La técnica Pomodoro me cambió la forma de estudiar.', 'Café y lluvia', 3, 1, now() - interval '5 days'),
  ('a0000000-0000-4000-8000-000000000007', '/media/video/sample-1/index.m3u8', '/media/reels/reel-10.svg', 'Fotos de producto con el móvil y una ventana: así de fácil.', 'Indie latino', 7, 2, now() - interval '6 days'),
  ('a0000000-0000-4000-8000-000000000003', '/media/video/reel-1/index.m3u8', '/media/reels/reel-11.svg', 'Python: comprensiones de listas en 30 segundos. #python', 'Chiptune', 16, 8, now() - interval '8 days'),
  ('a0000000-0000-4000-8000-000000000005', '/media/video/sample-2/index.m3u8', '/media/reels/reel-12.svg', 'Tres ideas de contenido para redes que sí funcionan. #marketing', 'Pop alegre', 11, 10, now() - interval '10 days'),
  ('a0000000-0000-4000-8000-000000000010', '/media/video/reel-2/index.m3u8', '/media/reels/reel-13.svg', 'Dos minutos de respiración consciente antes de un examen.', 'Sonidos del bosque', 6, 4, now() - interval '12 days'),
  ('a0000000-0000-4000-8000-000000000006', '/media/video/sample-3/index.m3u8', '/media/reels/reel-14.svg', 'Dibujo a mano alzada: empieza por las formas básicas.', 'Jazz suave', 2, 0, now() - interval '15 days');

insert into public.reel_likes (reel_id, user_id, created_at)
select r.id, u.id, r.created_at + interval '10 minutes'
  from public.reels r
  join public.profiles u on u.id <> r.user_id
 where u.id::text like 'a0000000-0000-4000-8000-0000000000%'
   and (abs(hashtext(r.id::text || u.id::text)) % 3) <> 0;

-- Jobs: 16 curated listings (every job type, several countries and currencies) and 2 offers published by members.
insert into public.jobs (recruiter_id, title, company, company_website, logo_url, work_mode, location, job_type,
                         salary_min, salary_max, salary_currency, skills, description, application_contact, posted_at)
values
  (null, 'Desarrollador/a Frontend React', 'TechNova', 'https://technova.example', '/media/logos/technova.svg', 'hybrid', 'Ciudad de México, México', 'full-time', 45000, 65000, 'MXN', array['React', 'TypeScript', 'CSS', 'Testing', 'Accesibilidad'], 'Construirás interfaces rápidas y accesibles para nuestra plataforma de pagos. Trabajo en equipo con diseño y backend.', 'empleos@technova.example', now() - interval '3 hours'),
  (null, 'Ingeniero/a Backend Node.js', 'Andes Digital', 'https://andesdigital.example', '/media/logos/andes-digital.svg', 'on-site', 'Bogotá, Colombia', 'full-time', 9000000, 12000000, 'COP', array['Node.js', 'PostgreSQL', 'APIs REST', 'Docker'], 'Diseña y mantiene servicios que atienden a millones de usuarios en la región andina.', 'https://andesdigital.example/empleos', now() - interval '1 day'),
  (null, 'Diseñador/a UX/UI', 'Pixel Creativo', 'https://pixelcreativo.example', '/media/logos/pixel-creativo.svg', 'hybrid', 'Buenos Aires, Argentina', 'part-time', 600000, 900000, 'ARS', array['Figma', 'Investigación de usuarios', 'Prototipado'], 'Buscamos una persona curiosa que convierta entrevistas en prototipos claros. 20 horas semanales.', 'talento@pixelcreativo.example', now() - interval '2 days'),
  (null, 'Analista de Datos', 'DataSur', 'https://datasur.example', '/media/logos/datasur.svg', 'on-site', 'Santiago, Chile', 'contract', 1500000, 2200000, 'CLP', array['SQL', 'Python', 'Power BI', 'Estadística'], 'Contrato de 6 meses para construir tableros de ventas y automatizar reportes semanales.', 'rrhh@datasur.example', now() - interval '3 days'),
  (null, 'Prácticas en Marketing Digital', 'Lumen Salud', null, '/media/logos/lumen-salud.svg', 'on-site', 'Lima, Perú', 'internship', 1200, 1500, 'PEN', array['Redes sociales', 'Canva', 'Redacción'], 'Prácticas profesionales para estudiantes de últimos ciclos. Aprenderás campañas de salud preventiva.', 'practicas@lumensalud.example', now() - interval '4 days'),
  (null, 'DevOps Engineer', 'CloudAndina', 'https://cloudandina.example', '/media/logos/cloudandina.svg', 'remote', null, 'full-time', 3500, 5000, 'USD', array['Kubernetes', 'Terraform', 'AWS', 'CI/CD', 'Linux', 'Observabilidad'], 'Automatiza la infraestructura de clientes en toda Latinoamérica desde donde estés.', 'https://cloudandina.example/carreras', now() - interval '5 hours'),
  (null, 'Redactor/a de contenidos educativos', 'EducaPlus', 'https://educaplus.example', '/media/logos/educaplus.svg', 'remote', null, 'freelance', 15, 25, 'USD', array['Redacción', 'SEO', 'Pedagogía'], 'Escribe guías y lecciones para cursos en línea. Pago por artículo entregado.', 'editorial@educaplus.example', now() - interval '6 days'),
  (null, 'Desarrollador/a Mobile Flutter', 'Finanzas Claras', 'https://finanzasclaras.example', '/media/logos/finanzas-claras.svg', 'hybrid', 'Medellín, Colombia', 'contract', 2500, 3500, 'USD', array['Flutter', 'Dart', 'Firebase', 'Git'], 'Proyecto de 8 meses para lanzar nuestra app de ahorro personal en iOS y Android.', 'dev@finanzasclaras.example', now() - interval '1 week'),
  (null, 'Gestor/a de Proyectos', 'Verde Logística', null, '/media/logos/verde-logistica.svg', 'on-site', 'Monterrey, México', 'full-time', 40000, 55000, 'MXN', array['Scrum', 'Jira', 'Liderazgo', 'Logística'], 'Coordina proyectos de rutas sostenibles con equipos de operaciones y tecnología.', 'proyectos@verdelogistica.example', now() - interval '9 days'),
  (null, 'Editor/a de video', 'Sonido Latino', 'https://sonidolatino.example', '/media/logos/sonido-latino.svg', 'remote', null, 'freelance', 300, 800, 'USD', array['Premiere Pro', 'After Effects', 'Color'], 'Edición de videoclips y reels para artistas emergentes. Proyectos por encargo.', 'https://sonidolatino.example/colabora', now() - interval '10 days'),
  (null, 'Community Manager', 'Nexo Labs', 'https://nexolabs.example', '/media/logos/nexo-labs.svg', 'hybrid', 'Madrid, España', 'part-time', 900, 1200, 'EUR', array['Comunidades', 'Moderación', 'Métricas'], 'Cuida y hace crecer comunidades de aprendizaje en español. Media jornada.', 'comunidad@nexolabs.example', now() - interval '12 days'),
  (null, 'Científico/a de Datos (IA)', 'MedIA', 'https://media-ia.example', '/media/logos/media-ia.svg', 'remote', null, 'full-time', 4000, 6500, 'USD', array['Python', 'Machine Learning', 'PyTorch', 'MLOps'], 'Modelos de IA para apoyar diagnósticos médicos con datos anonimizados.', 'ia@media-ia.example', now() - interval '2 weeks'),
  (null, 'Soporte técnico', 'TiendaYa', null, '/media/logos/tiendaya.svg', 'on-site', 'Quito, Ecuador', 'part-time', 500, 700, 'USD', array['Atención al cliente', 'Windows', 'Redes'], 'Atiende incidencias de tiendas en línea en turno de tarde.', 'soporte@tiendaya.example', now() - interval '16 days'),
  (null, 'Prácticas de desarrollo web', 'Aprende Code', 'https://aprendecode.example', '/media/logos/aprende-code.svg', 'hybrid', 'Ciudad de México, México', 'internship', 8000, 10000, 'MXN', array['HTML', 'CSS', 'JavaScript'], 'Seis meses de prácticas con mentoría semanal y proyecto final publicado.', 'practicas@aprendecode.example', now() - interval '20 days'),
  (null, 'Especialista en Ciberseguridad', 'Segura Tech', 'https://seguratech.example', '/media/logos/segura-tech.svg', 'on-site', 'Madrid, España', 'contract', 3000, 4200, 'EUR', array['Pentesting', 'OWASP', 'SIEM', 'Redes'], 'Auditorías de seguridad para clientes del sector financiero durante un año.', 'seguridad@seguratech.example', now() - interval '25 days'),
  (null, 'Traductor/a inglés-español', 'Ruta Viajes', null, '/media/logos/ruta-viajes.svg', 'remote', null, 'freelance', null, null, 'USD', array['Traducción', 'Inglés', 'Turismo'], 'Traducción de guías de viaje y fichas de hoteles. Tarifa por palabra a convenir.', 'traducciones@rutaviajes.example', now() - interval '1 month'),
  ('a0000000-0000-4000-8000-000000000002', 'Mentor/a de JavaScript para bootcamp', 'Estudio Norte', 'https://estudionorte.example', '/media/logos/estudio-norte.svg', 'remote', null, 'part-time', 20, 30, 'USD', array['JavaScript', 'Mentoría', 'Git'], 'Acompaña a estudiantes de nuestro bootcamp en sesiones de revisión de código dos tardes por semana.', 'carlos@nexo.dev', now() - interval '7 hours'),
  ('a0000000-0000-4000-8000-000000000010', 'Diseñador/a gráfico/a para cafetería', 'Café Digital', null, '/media/logos/cafe-digital.svg', 'on-site', 'Valparaíso, Chile', 'freelance', 200000, 350000, 'CLP', array['Illustrator', 'Branding', 'Tipografía'], 'Renovamos la identidad de nuestra cafetería: logo, menú y redes.', 'https://cafedigital.example/diseño', now() - interval '2 days 3 hours');

-- Candidates: 10 curated and 2 published by members (name and avatar come from their profiles).
insert into public.job_seekers (user_id, name, avatar_url, desired_role, skills, experience_level, availability,
                                location_preference, portfolio_url, linkedin_url, short_bio, last_active_at)
values
  (null, 'María José Pérez', null, 'Desarrolladora Full Stack', array['React', 'Node.js', 'PostgreSQL', 'TypeScript', 'Docker', 'AWS'], 'senior', 'full-time', 'Remoto (LatAm)', 'https://mariajose.example', 'https://www.linkedin.com/in/mariajoseperez', 'Ocho años creando productos web de punta a punta. Me encanta mentorizar.', now() - interval '20 minutes'),
  (null, 'Luis Hernández', null, 'Analista de Datos', array['SQL', 'Python', 'Tableau'], 'mid', 'full-time', 'Ciudad de México', null, 'https://www.linkedin.com/in/luishernandez', 'Convierto datos de ventas en decisiones. Experiencia en retail y banca.', now() - interval '2 hours'),
  (null, 'Fernanda Castillo', null, 'Diseñadora UX', array['Figma', 'Investigación', 'Design Systems', 'Prototipado'], 'mid', 'part-time', 'Santiago, Chile', 'https://fernandacastillo.example', null, 'Diseño centrado en personas con foco en accesibilidad.', now() - interval '1 day'),
  (null, 'Jorge Quispe', null, 'Desarrollador Mobile', array['Flutter', 'Kotlin', 'Firebase'], 'entry', 'contract', 'Lima, Perú', 'https://github.com/jorgequispe', null, 'Recién egresado con dos apps publicadas. Aprendo rápido.', now() - interval '3 hours'),
  (null, 'Daniela Suárez', null, 'Community Manager', array['Redes sociales', 'Copywriting', 'Canva', 'Métricas'], 'mid', 'part-time', 'Remoto', null, 'https://www.linkedin.com/in/danielasuarez', 'Hago crecer comunidades con contenido útil y cercano.', now() - interval '5 days'),
  (null, 'Ricardo Gómez', null, 'Líder técnico', array['Arquitectura', 'Java', 'Kubernetes', 'Liderazgo', 'Microservicios'], 'lead', 'full-time', 'Madrid, España', null, 'https://www.linkedin.com/in/ricardogomez', 'Lidero equipos de 10 personas; busco un reto en producto educativo.', now() - interval '6 hours'),
  (null, 'Paola Méndez', null, 'Especialista en Marketing Digital', array['SEO', 'SEM', 'Google Analytics'], 'senior', 'contract', 'Bogotá, Colombia', 'https://paolamendez.example', null, 'Campañas rentables para e-commerce y educación en línea.', now() - interval '2 days'),
  (null, 'Tomás Aguirre', null, 'Practicante de desarrollo web', array['HTML', 'CSS', 'JavaScript'], 'entry', 'internship', 'Córdoba, Argentina', 'https://github.com/tomasaguirre', null, 'Estudiante de sistemas buscando mis primeras prácticas.', now() - interval '30 minutes'),
  (null, 'Gabriela Núñez', null, 'Científica de Datos', array['Python', 'Machine Learning', 'NLP', 'PyTorch'], 'senior', 'full-time', 'Remoto', null, 'https://www.linkedin.com/in/gabrielanunez', 'Modelos de lenguaje en español aplicados a atención al cliente.', now() - interval '1 week'),
  (null, 'Emilio Vargas', null, 'Editor de video', array['Premiere Pro', 'DaVinci Resolve', 'Motion Graphics'], 'mid', 'contract', 'Guadalajara, México', 'https://emiliovargas.example', null, 'Edito reels y cursos en línea con ritmo y claridad.', now() - interval '4 hours'),
  ('a0000000-0000-4000-8000-000000000004', null, null, 'Desarrollador Frontend Junior', array['JavaScript', 'React', 'Tailwind CSS'], 'entry', 'full-time', 'Remoto', 'https://diego.example', null, 'Aprendo en Nexo cada día y busco mi primer empleo en frontend.', now() - interval '1 hour'),
  ('a0000000-0000-4000-8000-000000000007', null, null, 'Asistente de investigación', array['Investigación', 'Excel', 'Redacción académica'], 'entry', 'part-time', 'Bogotá, Colombia', null, 'https://www.linkedin.com/in/valentinarojas', 'Estudiante de sociología con experiencia en encuestas.', now() - interval '2 days');

-- Learning centre: languages, programming and general; 7 modules, 35 questions.
insert into public.learning_categories (id, title, description, icon, position) values
  ('languages', 'Idiomas', 'Practica vocabulario y gramática de otros idiomas.', 'languages', 1),
  ('programming', 'Programación', 'Pon a prueba tus conocimientos de código.', 'code', 2),
  ('general', 'Cultura General', 'Preguntas variadas para aprender algo nuevo cada día.', 'globe', 3);

insert into public.learning_modules (category_id, title, description, position) values
  ('languages', 'Inglés básico', 'Vocabulario y expresiones de uso diario.', 1),
  ('languages', 'Portugués para viajeros', 'Frases útiles para tu próximo viaje a Brasil.', 2),
  ('programming', 'Fundamentos de JavaScript', 'Tipos, funciones y arreglos.', 1),
  ('programming', 'Python desde cero', 'Sintaxis básica y estructuras de datos.', 2),
  ('programming', 'SQL esencial', 'Consultas, filtros y agregaciones.', 3),
  ('general', 'Geografía de Latinoamérica', 'Capitales, ríos y montañas.', 1),
  ('general', 'Ciencia y naturaleza', 'Curiosidades del mundo natural.', 2);

insert into public.learning_questions (module_id, position, text, options, answer)
select m.id, q.position, q.text, q.options, q.answer
  from (values
    ('Inglés básico', 1, '¿Cómo se dice "manzana" en inglés?', array['Apple', 'Orange', 'Pear', 'Grape'], 'Apple'),
    ('Inglés básico', 2, '¿Cuál es el pasado de "go"?', array['Goed', 'Went', 'Gone', 'Going'], 'Went'),
    ('Inglés básico', 3, '"Good morning" significa…', array['Buenas noches', 'Buenas tardes', 'Buenos días', 'Hasta luego'], 'Buenos días'),
    ('Inglés básico', 4, '¿Qué palabra completa "She ___ a teacher"?', array['are', 'is', 'am', 'be'], 'is'),
    ('Inglés básico', 5, '¿Cómo se dice "biblioteca" en inglés?', array['Bookstore', 'Library', 'Librery', 'School'], 'Library'),
    ('Portugués para viajeros', 1, '"Obrigado" significa…', array['Perdón', 'Gracias', 'Adiós', 'Por favor'], 'Gracias'),
    ('Portugués para viajeros', 2, '¿Cómo se dice "¿Cuánto cuesta?"', array['Quanto custa?', 'Onde fica?', 'Que horas são?', 'Tudo bem?'], 'Quanto custa?'),
    ('Portugués para viajeros', 3, '"Praia" significa…', array['Plaza', 'Playa', 'Parque', 'Puerto'], 'Playa'),
    ('Portugués para viajeros', 4, '¿Cómo se saluda por la mañana?', array['Boa noite', 'Boa tarde', 'Bom dia', 'Tchau'], 'Bom dia'),
    ('Portugués para viajeros', 5, '"Saída" en un cartel indica…', array['Entrada', 'Salida', 'Baños', 'Caja'], 'Salida'),
    ('Fundamentos de JavaScript', 1, '¿Qué devuelve typeof []?', array['array', 'object', 'list', 'undefined'], 'object'),
    ('Fundamentos de JavaScript', 2, '¿Qué palabra clave declara una constante?', array['var', 'let', 'const', 'static'], 'const'),
    ('Fundamentos de JavaScript', 3, '¿Qué método agrega un elemento al final de un arreglo?', array['push', 'pop', 'shift', 'slice'], 'push'),
    ('Fundamentos de JavaScript', 4, '¿Cuál es el resultado de 2 + "2"?', array['4', '"22"', 'NaN', 'Error'], '"22"'),
    ('Fundamentos de JavaScript', 5, '¿Qué operador compara valor y tipo?', array['==', '===', '=', '!='], '==='),
    ('Python desde cero', 1, '¿Cómo se imprime texto en Python 3?', array['echo("hola")', 'print("hola")', 'console.log("hola")', 'printf("hola")'], 'print("hola")'),
    ('Python desde cero', 2, '¿Qué estructura es inmutable?', array['Lista', 'Diccionario', 'Tupla', 'Conjunto'], 'Tupla'),
    ('Python desde cero', 3, '¿Qué devuelve len("Nexo")?', array['3', '4', '5', 'Error'], '4'),
    ('Python desde cero', 4, '¿Con qué palabra se define una función?', array['function', 'def', 'fun', 'lambda'], 'def'),
    ('Python desde cero', 5, '¿Qué índice tiene el primer elemento de una lista?', array['0', '1', '-1', 'Depende'], '0'),
    ('SQL esencial', 1, '¿Qué cláusula filtra filas?', array['ORDER BY', 'WHERE', 'GROUP BY', 'LIMIT'], 'WHERE'),
    ('SQL esencial', 2, '¿Qué función cuenta filas?', array['SUM', 'COUNT', 'AVG', 'MAX'], 'COUNT'),
    ('SQL esencial', 3, '¿Qué cláusula filtra grupos?', array['WHERE', 'HAVING', 'FILTER', 'ON'], 'HAVING'),
    ('SQL esencial', 4, '¿Qué JOIN devuelve solo coincidencias?', array['LEFT JOIN', 'INNER JOIN', 'FULL JOIN', 'CROSS JOIN'], 'INNER JOIN'),
    ('SQL esencial', 5, '¿Qué ordena de mayor a menor?', array['ORDER BY x ASC', 'ORDER BY x DESC', 'SORT x', 'GROUP BY x'], 'ORDER BY x DESC'),
    ('Geografía de Latinoamérica', 1, '¿Cuál es la capital de Perú?', array['Quito', 'Lima', 'La Paz', 'Bogotá'], 'Lima'),
    ('Geografía de Latinoamérica', 2, '¿Qué río es el más caudaloso del mundo?', array['Nilo', 'Amazonas', 'Paraná', 'Orinoco'], 'Amazonas'),
    ('Geografía de Latinoamérica', 3, '¿En qué país está el Aconcagua?', array['Chile', 'Argentina', 'Bolivia', 'Perú'], 'Argentina'),
    ('Geografía de Latinoamérica', 4, '¿Cuál es la capital de Uruguay?', array['Montevideo', 'Asunción', 'Santiago', 'Caracas'], 'Montevideo'),
    ('Geografía de Latinoamérica', 5, '¿Qué país tiene forma alargada a lo largo del Pacífico?', array['Ecuador', 'Chile', 'Colombia', 'México'], 'Chile'),
    ('Ciencia y naturaleza', 1, '¿Cuál es el planeta más grande del sistema solar?', array['Saturno', 'Júpiter', 'Neptuno', 'Tierra'], 'Júpiter'),
    ('Ciencia y naturaleza', 2, '¿Qué gas absorben las plantas?', array['Oxígeno', 'Nitrógeno', 'Dióxido de carbono', 'Helio'], 'Dióxido de carbono'),
    ('Ciencia y naturaleza', 3, '¿Cuántos huesos tiene el cuerpo humano adulto?', array['186', '206', '226', '306'], '206'),
    ('Ciencia y naturaleza', 4, '¿Qué animal es un mamífero marino?', array['Tiburón', 'Delfín', 'Pulpo', 'Atún'], 'Delfín'),
    ('Ciencia y naturaleza', 5, '¿A qué temperatura hierve el agua al nivel del mar?', array['90 °C', '100 °C', '110 °C', '120 °C'], '100 °C')
  ) as q(module_title, position, text, options, answer)
  join public.learning_modules m on m.title = q.module_title;

insert into public.quiz_attempts (user_id, module_id, answers, created_at)
select 'a0000000-0000-4000-8000-000000000009', m.id, a.answers, now()
  from (values
    ('Inglés básico', array['Apple', 'Went', 'Buenos días', 'are', 'Library']),
    ('Fundamentos de JavaScript', array['object', 'const', 'push', '"22"', '==='])
  ) as a(module_title, answers)
  join public.learning_modules m on m.title = a.module_title;

-- Talents (9) and their services.
insert into public.talents (name, category, bio, avatar_url, tags, rating, created_at) values
  ('Marta Salinas', 'Música', 'Cantautora de pop latino con tres discos. Te canto un saludo a tu medida.', '/media/talents/marta-salinas.svg', array['música', 'cumpleaños', 'pop'], 4.9, now() - interval '60 days'),
  ('Diego Álvarez', 'Educación', '"El Profe" de matemáticas más seguido en redes. Motivación para estudiar.', '/media/talents/diego-alvarez.svg', array['matemáticas', 'motivación', 'estudio'], 4.8, now() - interval '50 days'),
  ('Valeria Campos', 'Deporte', 'Atleta olímpica de 400 m. Mensajes para entrenar con todo.', '/media/talents/valeria-campos.svg', array['atletismo', 'motivación', 'deporte'], 4.7, now() - interval '45 days'),
  ('Andrés Ocampo', 'Comedia', 'Comediante de stand-up. Un chiste personalizado para alegrar el día.', '/media/talents/andres-ocampo.svg', array['humor', 'cumpleaños', 'stand-up'], 4.6, now() - interval '40 days'),
  ('Lucía Benítez', 'Cocina', 'Chef de cocina peruana. Recetas y saludos con sabor.', '/media/talents/lucia-benitez.svg', array['cocina', 'recetas', 'perú'], 4.9, now() - interval '35 days'),
  ('Rafael Montes', 'Actuación', 'Actor de telenovelas y teatro. Mensajes dramáticos (o no).', '/media/talents/rafael-montes.svg', array['actuación', 'teatro', 'telenovela'], 4.4, now() - interval '30 days'),
  ('Camila Ortega', 'Gaming', 'Streamer de videojuegos y creadora de contenido.', '/media/talents/camila-ortega.svg', array['videojuegos', 'streaming', 'esports'], 4.5, now() - interval '25 days'),
  ('Sergio Paredes', 'Fitness', 'Entrenador personal. Rutinas y ánimo para tu meta.', '/media/talents/sergio-paredes.svg', array['fitness', 'salud', 'rutinas'], 4.3, now() - interval '20 days'),
  ('Paula Ríos', 'Literatura', 'Novelista y poeta. Dedicatorias y poemas personalizados.', '/media/talents/paula-rios.svg', array['poesía', 'libros', 'dedicatorias'], 4.8, now() - interval '15 days');

insert into public.talent_services (talent_id, name, price, currency, position)
select t.id, s.name, s.price, 'USD', s.position
  from (values
    ('Marta Salinas', 'Saludo cantado', 60, 1), ('Marta Salinas', 'Canción personalizada', 150, 2),
    ('Diego Álvarez', 'Mensaje de motivación', 25, 1), ('Diego Álvarez', 'Clase express por video', 45, 2),
    ('Valeria Campos', 'Mensaje para tu equipo', 40, 1), ('Valeria Campos', 'Plan de entrenamiento comentado', 90, 2),
    ('Andrés Ocampo', 'Chiste personalizado', 20, 1), ('Andrés Ocampo', 'Saludo de cumpleaños', 35, 2),
    ('Lucía Benítez', 'Receta dedicada en video', 50, 1), ('Lucía Benítez', 'Saludo con sabor', 30, 2),
    ('Rafael Montes', 'Mensaje dramático', 45, 1), ('Rafael Montes', 'Monólogo personalizado', 120, 2),
    ('Camila Ortega', 'Saludo gamer', 15, 1), ('Camila Ortega', 'Partida comentada', 70, 2),
    ('Sergio Paredes', 'Rutina personalizada', 35, 1), ('Sergio Paredes', 'Mensaje de ánimo', 18, 2),
    ('Paula Ríos', 'Poema dedicado', 30, 1), ('Paula Ríos', 'Dedicatoria de libro firmada', 55, 2), ('Paula Ríos', 'Carta literaria', 80, 3)
  ) as s(talent_name, name, price, position)
  join public.talents t on t.name = s.talent_name;

insert into public.content_requests (user_id, talent_id, service_id, name, email, instructions, status, created_at)
select 'a0000000-0000-4000-8000-000000000009', t.id, s.id, 'Usuario Demo', 'demo@nexo.dev', x.instructions, x.status, now() - x.ago
  from (values
    ('Marta Salinas', 'Saludo cantado', 'Un saludo para mi mamá, Rosa, que cumple 60 años el sábado.', 'pending', interval '1 day'),
    ('Diego Álvarez', 'Mensaje de motivación', 'Para mi hermano Pablo, que tiene examen de cálculo la próxima semana.', 'delivered', interval '10 days')
  ) as x(talent_name, service_name, instructions, status, ago)
  join public.talents t on t.name = x.talent_name
  join public.talent_services s on s.talent_id = t.id and s.name = x.service_name;

-- Experts of /contact-expert.
insert into public.experts (name, specialty, availability, rating, sessions_count, avatar_url, position) values
  ('Dra. Elena Vargas', 'Inteligencia Artificial y Machine Learning', 'Lunes a viernes, 18:00–21:00', 4.9, 152, '/media/experts/elena-vargas.svg', 1),
  ('Ing. Roberto Díaz', 'Desarrollo Web Full Stack', 'Martes y jueves, 10:00–14:00', 4.8, 98, '/media/experts/roberto-diaz.svg', 2),
  ('Mtra. Isabel Cruz', 'Marketing Digital y Marca Personal', 'Sábados, 09:00–13:00', 4.7, 76, '/media/experts/isabel-cruz.svg', 3);

-- Staff (issue 31): the access token of these two carries the claim user_role.
insert into public.user_roles (user_id, role) values
  ('a0000000-0000-4000-8000-000000000011', 'admin'),
  ('a0000000-0000-4000-8000-000000000012', 'moderator');

-- Applications: Javier is an approved live host; the demo account has a pending instructor application.
insert into public.applications (user_id, kind, full_name, email, expertise, motivation, agreed_to_terms, status, submitted_at) values
  ('a0000000-0000-4000-8000-000000000008', 'host', 'Javier Morales', 'javier@nexo.dev', 'Música, Guitarra, Producción', 'Quiero dar clases de guitarra en vivo a la comunidad.', true, 'approved', now() - interval '30 days');
insert into public.applications (user_id, kind, full_name, email, expertise, years_experience, course_idea, status, submitted_at) values
  ('a0000000-0000-4000-8000-000000000009', 'instructor', 'Usuario Demo', 'demo@nexo.dev', 'Productividad personal', 4, 'Organiza tu semana con métodos simples: Pomodoro, GTD y revisión semanal.', 'pending', now() - interval '3 days');

-- Direct conversations with history (the pair is stored ordered; ids are fixed for demos and tests).
insert into public.conversations (id, user_a, user_b, created_at) values
  ('c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000009', 'a0000000-0000-4000-8000-000000000001', now() - interval '3 days'),
  ('c0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000009', 'a0000000-0000-4000-8000-000000000002', now() - interval '6 days'),
  ('c0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000003', now() - interval '10 days'),
  ('c0000000-0000-4000-8000-000000000004', 'a0000000-0000-4000-8000-000000000004', 'a0000000-0000-4000-8000-000000000005', now() - interval '1 day');

insert into public.messages (conversation_id, sender_id, body, created_at)
select m.conversation_id::uuid, m.sender_id::uuid, m.body, now() - m.ago
  from (values
    ('c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000009', '¡Hola Ana! Me encantó tu curso de diseño.', interval '3 days'),
    ('c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001', '¡Gracias! ¿Qué lección te gustó más?', interval '2 days 23 hours'),
    ('c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000009', 'La de paletas de color accesibles. ¿Habrá segunda parte?', interval '2 days 22 hours'),
    ('c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001', 'Sí, la estoy grabando. Te aviso cuando salga 😊', interval '2 days 21 hours'),
    ('c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000009', '¡Genial, gracias!', interval '5 hours'),
    ('c0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000002', 'Hola, vi tu pregunta en la comunidad de JavaScript.', interval '6 days'),
    ('c0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000009', 'Sí, no entiendo bien las promesas.', interval '5 days 23 hours'),
    ('c0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000002', 'Piensa en ellas como un recibo: algún día tendrás el valor o un error.', interval '5 days 22 hours'),
    ('c0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000009', '¡Ahora sí lo entiendo! Mil gracias, Carlos.', interval '5 days 21 hours'),
    ('c0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000003', 'Ana, ¿te animas a una sesión en vivo juntas?', interval '10 days'),
    ('c0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000001', '¡Claro! ¿Qué tal el próximo jueves?', interval '9 days 20 hours'),
    ('c0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000003', 'Perfecto, preparo la presentación.', interval '9 days 19 hours'),
    ('c0000000-0000-4000-8000-000000000004', 'a0000000-0000-4000-8000-000000000004', 'Hola Sofía, ¿recomiendas algún libro de marketing?', interval '1 day'),
    ('c0000000-0000-4000-8000-000000000004', 'a0000000-0000-4000-8000-000000000005', '"Contagioso" de Jonah Berger es un buen comienzo.', interval '20 hours')
  ) as m(conversation_id, sender_id, body, ago);

-- Live chat history on the live events (9 ended, 10 live now, 11 and 12 upcoming), timed from each event's start.
insert into public.live_chat_messages (event_id, user_id, body, created_at)
select c.id, m.user_id::uuid, m.body, least(c.live_date + m.offset_time, now() - interval '1 minute')
  from (values
    (9, 'a0000000-0000-4000-8000-000000000004', '¡Buenas! Ya estoy conectado.', interval '1 minute'),
    (9, 'a0000000-0000-4000-8000-000000000007', 'Se escucha perfecto 👌', interval '3 minutes'),
    (9, 'a0000000-0000-4000-8000-000000000009', '¿Compartirán las diapositivas después?', interval '25 minutes'),
    (9, 'a0000000-0000-4000-8000-000000000006', 'Gran sesión, ¡gracias!', interval '58 minutes'),
    (10, 'a0000000-0000-4000-8000-000000000009', '¡Hola a todos! Primera vez en una sesión en vivo.', interval '2 minutes'),
    (10, 'a0000000-0000-4000-8000-000000000004', 'Bienvenido, ¡aquí se aprende mucho!', interval '4 minutes'),
    (10, 'a0000000-0000-4000-8000-000000000003', '¿Alguien tiene el enlace a los recursos?', interval '6 minutes'),
    (10, 'a0000000-0000-4000-8000-000000000007', 'Está en la descripción del evento.', interval '7 minutes'),
    (10, 'a0000000-0000-4000-8000-000000000006', 'Excelente explicación del ejemplo.', interval '9 minutes'),
    (11, 'a0000000-0000-4000-8000-000000000004', '¡Ya quiero que empiece!', interval '-1 day'),
    (11, 'a0000000-0000-4000-8000-000000000010', 'Preparen sus preguntas 😉', interval '-2 hours'),
    (12, 'a0000000-0000-4000-8000-000000000009', '¿Habrá grabación para quien no llegue a tiempo?', interval '-1 day'),
    (12, 'a0000000-0000-4000-8000-000000000001', 'Nos vemos ahí, ¡va a estar genial!', interval '-3 hours')
  ) as m(event_id, user_id, body, offset_time)
  join public.communities c on c.id = m.event_id and c.is_live_event;

-- Live-status broadcasts start from the seeded state: the cron job announces only later transitions.
insert into public.live_status_broadcasts (event_id, status, broadcast_at)
select c.id, public.live_status(c.live_date, c.duration, now()), now()
  from public.communities c
 where c.is_live_event and c.live_date is not null;

-- Past live events were broadcast: their recording is one of the local sample clips, picked by event id (every sample
-- is 6 seconds long). Live and upcoming events have no
-- broadcast row (idle) until their host goes on air.
insert into public.live_broadcasts (event_id, state, take, recording_path, recording_seconds, started_at, ended_at)
select c.id, 'ended', 1, (array['/media/video/sample-1/index.m3u8', '/media/video/sample-2/index.m3u8', '/media/video/sample-3/index.m3u8'])[c.id % 3 + 1], 6,
       c.live_date, c.live_date + public.parse_spanish_duration(c.duration)
  from public.communities c
 where c.is_live_event and public.live_status(c.live_date, c.duration, now()) = 'ended';

-- Slow mode on the event that is live now: one chat message every 10 seconds per member.
update public.communities set slow_mode_seconds = 10 where id = 10 and is_live_event;

-- ==== END WORK AND LIVE ====

-- Jobs, recruiting and applications (issue 16): Diego applied to Carlos's mentoring offer with his Busco Empleo
-- profile, so Carlos sees an applicant (and its notification) on /job-search/<id>.
insert into public.job_applications (job_id, applicant_id, seeker_id, client_id, created_at)
select j.id, s.user_id, s.id, '16000000-0000-4000-8000-000000000001', now() - interval '2 hours'
  from public.jobs j
  join public.job_seekers s on s.user_id = 'a0000000-0000-4000-8000-000000000004'
 where j.recruiter_id = 'a0000000-0000-4000-8000-000000000002' and j.title = 'Mentor/a de JavaScript para bootcamp';

-- ==== LEARNING: the review distribution of course 1 (70/20/7/2/1 over 100 reviews), quiz leaderboard entries ====
-- 97 enrolled students (password nexo1234, estudiante-NN@nexo.dev) join the 3 reviews above: course 1 ends with
-- 70 five-star, 20 four-star, 7 three-star, 2 two-star and 1 one-star reviews (average 4.6).
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_token,
                        recovery_token, email_change_token_new, email_change, raw_app_meta_data, raw_user_meta_data,
                        created_at, updated_at, last_sign_in_at)
select '00000000-0000-0000-0000-000000000000', ('b0000000-0000-4000-8000-' || lpad(s.n::text, 12, '0'))::uuid,
       'authenticated', 'authenticated', format('estudiante-%s@nexo.dev', lpad(s.n::text, 2, '0')), pw.hash,
       now() - make_interval(days => 200 - s.n), '', '', '', '',
       '{"provider": "email", "providers": ["email"]}'::jsonb,
       jsonb_build_object('full_name',
         (array['Andrea', 'Bruno', 'Clara', 'Ulises', 'Elisa', 'Fernando', 'Gabriela', 'Hugo', 'Inés', 'Joaquín',
                'Karen', 'Leonardo', 'Marina', 'Nicolás', 'Olivia', 'Pablo', 'Renata', 'Santiago', 'Tamara', 'Vicente'])[(s.n - 1) % 20 + 1]
         || ' ' || (array['Acosta', 'Benítez', 'Cabrera', 'Domínguez', 'Escobar'])[(s.n - 1) / 20 + 1],
         'bio', 'Estudiante en Nexo.'),
       now() - make_interval(days => 200 - s.n), now() - make_interval(days => 200 - s.n), now() - interval '3 days'
  from generate_series(1, 97) as s(n),
       (select extensions.crypt('nexo1234', extensions.gen_salt('bf')) as hash) pw;

insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id, u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
       'email', u.last_sign_in_at, u.created_at, u.created_at
  from auth.users u
 where u.id::text like 'b0000000-0000-4000-8000-%';

-- Their enrolments are old news: no notification to them or to the instructor (the counter is set below).
alter table public.enrolments disable trigger enrolments_change;
insert into public.enrolments (user_id, course_id, enrolled_at)
select u.id, 1, u.created_at + interval '1 day' from auth.users u where u.id::text like 'b0000000-0000-4000-8000-%';
alter table public.enrolments enable trigger enrolments_change;
update public.courses c set students_count = (select count(*) from public.enrolments e where e.course_id = c.id) where c.id = 1;

insert into public.course_reviews (course_id, user_id, rating, comment, created_at)
select 1, ('b0000000-0000-4000-8000-' || lpad(s.n::text, 12, '0'))::uuid, r.rating,
       (case r.rating
          when 5 then array['Excelente curso, muy bien explicado.', 'Los ejemplos prácticos son oro.', 'Lo recomiendo a cualquier equipo de React.',
                            'Ana explica con mucha claridad.', 'Justo lo que necesitaba para mi trabajo.']
          when 4 then array['Muy bueno, aunque algunos temas van rápido.', 'Buen contenido; faltan más ejercicios.', 'Útil y bien organizado.']
          when 3 then array['Correcto, esperaba más profundidad.', 'Bien, pero algunas lecciones son largas.']
          when 2 then array['Me costó seguir el ritmo.']
          else array['No era el nivel que buscaba.'] end)[(s.n - 1) % (case r.rating when 5 then 5 when 4 then 3 when 3 then 2 else 1 end) + 1],
       now() - make_interval(days => 40 + s.n, hours => s.n % 24)
  from generate_series(1, 97) as s(n)
  cross join lateral (select case when s.n <= 68 then 5 when s.n <= 87 then 4 when s.n <= 94 then 3 when s.n <= 96 then 2 else 1 end as rating) r;

-- A few finished quizzes so the leaderboards are not empty.
insert into public.quiz_attempts (user_id, module_id, answers, created_at)
select a.user_id::uuid, m.id, a.answers, now()
  from (values
    ('a0000000-0000-4000-8000-000000000004', 'Inglés básico', array['Apple', 'Went', 'Buenos días', 'is', 'Library']),
    ('a0000000-0000-4000-8000-000000000007', 'Inglés básico', array['Apple', 'Went', 'Buenas tardes', 'is', 'Library']),
    ('a0000000-0000-4000-8000-000000000001', 'Fundamentos de JavaScript', array['object', 'const', 'push', '"22"', '===']),
    ('a0000000-0000-4000-8000-000000000006', 'Geografía de Latinoamérica', array['Lima', 'Amazonas', 'Chile', 'Montevideo', 'Chile'])
  ) as a(user_id, module_title, answers)
  join public.learning_modules m on m.title = a.module_title;
-- ==== END LEARNING ====

-- ==== REELS: comments on reels (replies included); every reel's comments_count then equals its real comments ====
with r as (select id, row_number() over (order by created_at desc, id desc) as n from public.reels)
insert into public.comments (reel_id, author_id, content, created_at)
select r.id, c.author_id::uuid, c.content, now() - c.ago
  from r join (values
    (1, 'a0000000-0000-4000-8000-000000000004', '¡Qué buen truco! Lo voy a aplicar hoy mismo.', interval '90 minutes'),
    (1, 'a0000000-0000-4000-8000-000000000007', 'Justo tenía ese problema con un formulario, gracias.', interval '1 hour'),
    (2, 'a0000000-0000-4000-8000-000000000001', 'Se ven deliciosas. ¿Qué relleno recomiendas?', interval '4 hours'),
    (3, 'a0000000-0000-4000-8000-000000000005', 'El segundo phrasal verb no lo conocía.', interval '8 hours')
  ) as c(n, author_id, content, ago) on c.n = r.n;

insert into public.comments (reel_id, parent_id, author_id, content, created_at)
select c.reel_id, c.id, 'a0000000-0000-4000-8000-000000000005', 'Queso con pollo desmechado, ¡no falla!', now() - interval '3 hours'
  from public.comments c where c.content = 'Se ven deliciosas. ¿Qué relleno recomiendas?';

update public.reels r set comments_count = (select count(*) from public.comments c where c.reel_id = r.id);
