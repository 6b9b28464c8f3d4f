-- Nexo sample data (Spanish). Applied on a fresh database after the migrations; timestamps are relative to now().

-- ==== PART A: people, communities, courses, lessons, posts, comments, social graph, notifications (owner: schema-A) ====
-- Users (password for every one: nexo1234). Fixed ids so PART B can reference them:
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
     'Científica de datos. Enseño Python, estadística y machine learning con ejemplos reales.')
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
     'Llevo años probando Context, reducers y librerías externas. Últimamente vuelvo a lo simple: estado local y custom hooks. ¿Qué usáis en vuestros proyectos y por qué?',
     '{React,Estado,Hooks}'::text[], interval '2 hours'),
    (2, 3, 10, 'Guía rápida: limpiar datos con pandas en 10 pasos',
     'Comparto la lista que uso antes de cualquier análisis: tipos, nulos, duplicados, fechas, outliers… Al final dejo un cuaderno de ejemplo.',
     '{Python,pandas,"Limpieza de datos"}', interval '5 hours'),
    (3, 2, 2, 'Cinco errores de accesibilidad que veo en casi todos los diseños',
     'Contraste insuficiente, textos en imágenes, focos invisibles, formularios sin etiquetas y animaciones sin control. Os explico cómo evitarlos.',
     '{Accesibilidad,UX,Diseño}', interval '9 hours'),
    (4, 4, 3, 'El SEO no ha muerto: lo que funciona este año',
     'Contenido útil, enlaces internos y velocidad. Os cuento qué cambió en mis proyectos y qué métricas miro cada semana.',
     '{SEO,Contenidos}', interval '1 day'),
    (5, 5, 6, 'Validé mi idea en dos semanas sin escribir código',
     'Landing, formulario y diez entrevistas. Así comprobé que había demanda antes de invertir. Os dejo el proceso completo.',
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
     'Estoy terminando el curso de Python y quiero dar el salto. ¿Recomendáis empezar por scikit-learn o directamente con redes neuronales?',
     '{"Machine Learning",Principiantes}', interval '3 days'),
    (11, 1, 4, 'Mi portafolio en CSS puro: ¿qué mejoraríais?',
     'Lo hice sin frameworks para aprender bien Flexbox y Grid. Acepto críticas constructivas.',
     '{CSS,Portafolio}', interval '3 days 8 hours'),
    (12, 2, 7, 'Sistema de diseño para un proyecto pequeño: ¿merece la pena?',
     'Somos dos personas y dudo si crear tokens y componentes desde el principio o esperar a crecer.',
     '{"Design Systems",Figma}', interval '4 days'),
    (13, 4, 6, 'Email marketing para tiendas pequeñas',
     'Con una lista de 300 suscriptores conseguimos un 12 % de ventas. Os explico la secuencia de bienvenida que usamos.',
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
     'Busco compañero de intercambio: yo ayudo con español y tú con portugués. ¡Escribidme!',
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
     'Grabarme, repetir y equivocarme en público. Os cuento mi experiencia en el curso conversacional.',
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
insert into public.post_votes (post_id, user_id, value, created_at)
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

insert into public.comment_votes (comment_id, user_id, value)
select c.id, pr.id, 1
  from public.comments c
  cross join generate_series(1, 10) as n(n)
  join public.profiles pr on pr.id = ('a0000000-0000-4000-8000-0000000000' || lpad(n.n::text, 2, '0'))::uuid
 where pr.id <> c.author_id and (c.id * 3 + n.n) % 4 = 0;
insert into public.comment_votes (comment_id, user_id, value) values
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

-- ==== END PART A ====

-- ==== PART B: reels, jobs, candidates, learning, talents, experts, chat, live chat, applications (owner: schema-B) ====

-- ==== END PART B ====
