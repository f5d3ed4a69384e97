import type { CategoryTranslations } from '../types';

// Spanish content for the healthcare companies of the seed (server/db/seed/data/healthcare.ts).
export const esHealthcare: CategoryTranslations = {
  HLXB: {
    sector: 'Salud',
    industry: 'Biotecnología',
    description:
      'Helixbloom desarrolla medicamentos basados en genes para enfermedades hereditarias raras que hoy tienen pocos tratamientos o ninguno. Todavía no tiene ningún producto aprobado, así que gasta mucho más de lo que ingresa.',
    story:
      'Helixbloom nació en 2012 a partir de un grupo de investigación universitario que estudiaba cómo los genes defectuosos causan enfermedades musculares raras. Sus científicos encontraron la forma de llevar una copia sana de un gen directamente a las células de los músculos, y los primeros resultados de laboratorio atrajeron financiación de fundaciones de pacientes. Hoy la empresa tiene tres medicamentos en ensayos con personas, y su tratamiento principal está en la última fase de pruebas. Si lo aprueban, sería el primer producto de Helixbloom en el mercado.',
    businessModel:
      'Por ahora, Helixbloom gana dinero con alianzas de investigación: farmacéuticas más grandes le pagan una cantidad por adelantado y otros pagos cada vez que se alcanza una meta, a cambio de compartir sus descubrimientos. Si sus medicamentos se aprueban, piensa venderlos a hospitales y clínicas especializadas.',
    competitiveAdvantages:
      'Su método patentado para transportar genes llega a las células musculares con más eficacia que las técnicas anteriores. Su relación cercana con las asociaciones de pacientes le ayuda a encontrar voluntarios para los ensayos más rápido.',
    keyRisks:
      'La mayoría de los medicamentos experimentales nunca llegan a aprobarse, y si el ensayo final fracasa, el valor de la empresa podría caer mucho. Pierde más de 100 millones de Bolts por trimestre y probablemente tendrá que conseguir más dinero.',
    leadership: [
      {
        position: 'Directora ejecutiva (CEO)',
        bio: 'Amara codirigió el laboratorio universitario donde se inventó la tecnología de Helixbloom. Se convirtió en CEO cuando la empresa empezó a probar su primer medicamento en personas.',
        education: 'Doctorado en Genética Molecular, Universidad de Brightwater',
      },
      {
        position: 'Director médico',
        bio: 'Felipe es neurólogo pediátrico y supervisa los ensayos clínicos de Helixbloom. Pasó 15 años tratando a niños con enfermedades musculares raras.',
        education: 'Medicina (MD), residencia en Neurología Pediátrica',
      },
      {
        position: 'Directora financiera',
        bio: 'Sunniva gestiona las reservas de efectivo de la empresa y sus alianzas de investigación. Antes analizaba empresas de biotecnología para un fondo de inversión.',
        education: 'Maestría en Finanzas',
      },
      {
        position: 'Jefe de fabricación',
        bio: 'Hamid construyó la planta que produce los medicamentos genéticos de Helixbloom para los ensayos. Ahora la está preparando para fabricar a mayor escala.',
        education: 'Maestría en Ingeniería Bioquímica',
      },
    ],
    news: [
      {
        headline: 'Los reguladores dan revisión prioritaria al medicamento principal de Helixbloom',
        summary:
          'Las autoridades sanitarias aceptaron revisar más rápido el tratamiento de Helixbloom para la enfermedad muscular en cuanto se entreguen los datos del ensayo final.',
        content:
          'La revisión prioritaria se concede a medicamentos que podrían suponer una gran mejora para enfermedades graves. No garantiza la aprobación, pero podría acortar la espera varios meses. Las asociaciones de pacientes celebraron la noticia, y las acciones de Helixbloom subieron casi un 6%.',
      },
      {
        headline: 'Helixbloom vuelve a perder dinero en el trimestre por el alto costo de sus ensayos',
        summary:
          'La empresa perdió 118 millones de Bolts este trimestre, un poco menos que en el anterior, mientras crecían los ingresos por sus alianzas.',
        content:
          'Llevar adelante un gran ensayo en fase final es caro, y Helixbloom espera seguir con pérdidas hasta que se apruebe alguno de sus medicamentos. Tiene unos 3,9 mil millones de Bolts en efectivo e inversiones, que según la empresa deberían alcanzarle hasta 2028. Algunos analistas señalaron que los costos podrían volver a subir si la empresa forma un equipo de ventas.',
      },
      {
        headline: 'Helixbloom termina la mejora prevista de su planta de producción',
        summary:
          'La empresa completó a tiempo la mejora de tres semanas que tenía programada en su planta de fabricación.',
        content:
          'La mejora añade los equipos necesarios para fabricar lotes más grandes si se aprueba el medicamento principal. Los suministros para los ensayos se produjeron con antelación, así que ningún paciente se quedó sin sus dosis. El proyecto costó casi lo mismo que se había presupuestado.',
      },
      {
        headline: 'Una farmacéutica más grande paga 60 millones de Bolts para sumarse a la investigación de Helixbloom',
        summary:
          'Una compañía farmacéutica global desarrollará junto a Helixbloom su programa para el músculo del corazón y pagará una cantidad por adelantado.',
        content:
          'Helixbloom podría recibir hasta 900 millones de Bolts más si el programa alcanza futuras metas. El socio cubrirá la mayor parte de los costos de los ensayos posteriores. Acuerdos como este ayudan a las biotecnológicas jóvenes a financiar su investigación sin tener que vender tantas acciones nuevas.',
      },
    ],
  },
  EMBM: {
    sector: 'Salud',
    industry: 'Dispositivos médicos',
    description:
      'Emberline fabrica monitores cardíacos, bombas de infusión e instrumental quirúrgico que se usan en hospitales de todo el mundo. Es la empresa de salud más grande del juego por valor de mercado.',
    story:
      'Emberline fue fundada en 1958 por un ingeniero eléctrico y un cardiólogo que construyeron un monitor cardíaco portátil lo bastante pequeño para caber en un carrito de hospital. Con los años creció inventando nuevos aparatos y comprando empresas más pequeñas con ideas prometedoras. Hoy sus productos se usan en más de 120 países, desde grandes hospitales de ciudad hasta pequeñas clínicas. Ahora Emberline se centra en monitores que el paciente lleva puestos, para que pueda recuperarse en casa mientras los médicos siguen sus datos a distancia.',
    businessModel:
      'Emberline vende aparatos a los hospitales y obtiene ingresos constantes con los suministros, sensores y contratos de mantenimiento que cada uno necesita una y otra vez. Las suscripciones a software para seguir los datos de los pacientes son un ingreso extra que crece rápido.',
    competitiveAdvantages:
      'Los hospitales forman a su personal con los equipos de Emberline, así que cambiar de marca les cuesta tiempo y dinero. Su red mundial de servicio técnico puede reparar aparatos rápidamente casi en cualquier lugar.',
    keyRisks:
      'Los dispositivos médicos deben cumplir normas de seguridad muy estrictas, y tener que retirar un producto puede salir caro y dañar su reputación. Los hospitales con presupuestos ajustados pueden retrasar la compra de equipos nuevos.',
    leadership: [
      {
        position: 'Director ejecutivo (CEO)',
        bio: 'Gideon entró en Emberline como ingeniero biomédico y dirigió su división de cardiología antes de convertirse en CEO en 2016. Ha hecho que la seguridad de los pacientes sea el primer punto de cada reunión del consejo.',
        education: 'Maestría en Ingeniería Biomédica, Universidad de Copperton Bay',
      },
      {
        position: 'Directora médica',
        bio: 'Keisha es cardióloga en ejercicio y asesora a los diseñadores de Emberline sobre cómo se usan los aparatos en hospitales reales. Dirige los estudios clínicos de la empresa.',
        education: 'Medicina (MD), especialización en Cardiología',
      },
      {
        position: 'Director financiero',
        bio: 'Lars pasó dos décadas en puestos de finanzas de empresas industriales. Supervisa la estrategia de adquisiciones de Emberline.',
        education: 'MBA',
      },
      {
        position: 'Directora de calidad',
        bio: 'Ana dirige los equipos que prueban cada aparato antes de que salga de la fábrica. Antes trabajó como inspectora de seguridad para un organismo regulador de productos médicos.',
        education: 'Maestría en Ingeniería de la Calidad',
      },
    ],
    news: [
      {
        headline: 'Emberline lanza un monitor cardíaco del tamaño de un parche',
        summary:
          'El nuevo parche HeartLeaf registra el ritmo del corazón durante hasta 14 días y envía alertas a los médicos de forma automática.',
        content:
          'HeartLeaf tiene más o menos el tamaño de una venda grande y está pensado para llevarlo puesto en la ducha y al hacer ejercicio. Emberline espera que ayude a los pacientes a salir antes del hospital después de una intervención del corazón. El parche se venderá junto con una suscripción mensual de seguimiento.',
      },
      {
        headline: 'Emberline corrige el software de algunas bombas de infusión',
        summary:
          'Los reguladores anunciaron una corrección voluntaria después de que Emberline detectara un fallo en la pantalla de un modelo de bomba.',
        content:
          'El fallo podía mostrar un aviso de batería equivocado, aunque las bombas siguieron administrando los medicamentos correctamente. Emberline está actualizando unas 40.000 bombas a distancia y enviando técnicos donde hace falta. La empresa calcula que la corrección costará unos 70 millones de Bolts.',
      },
      {
        headline: 'Los resultados de Emberline, justo en línea con lo esperado',
        summary:
          'Unos ingresos de 7,84 mil millones de Bolts y un beneficio neto de 1,25 mil millones de Bolts coincidieron casi exactamente con las previsiones de los analistas.',
        content:
          'Las ventas de instrumental quirúrgico crecieron de forma constante, mientras que las de monitores cardíacos se quedaron igual. La dirección mantuvo sin cambios sus previsiones para todo el año. Sin sorpresas ni para bien ni para mal, el precio de la acción apenas se movió.',
      },
    ],
  },
  FRNW: {
    sector: 'Salud',
    industry: 'Telemedicina',
    description:
      'Fernway conecta a pacientes con médicos, enfermeros y terapeutas mediante videoconsultas desde el teléfono o la computadora. Este trimestre volvió a tener pérdidas después de una gran campaña de marketing.',
    story:
      'Fernway empezó en 2015, cuando una enfermera de práctica avanzada que trabajaba en el campo se unió a un desarrollador de apps para ofrecer consultas por video a familias de agricultores que vivían a horas de la clínica más cercana. El uso se disparó cuando mucha gente se acostumbró a ver al médico en línea, y la empresa sumó apoyo psicológico y renovación de recetas. Desde entonces el crecimiento se ha frenado, porque las consultas presenciales volvieron. Ahora Fernway apuesta por alianzas con empresas y escuelas para conseguir su próxima ola de pacientes.',
    businessModel:
      'Fernway cobra por consulta a los pacientes y a las aseguradoras, y vende membresías anuales a empresas que quieren ofrecer atención virtual a sus empleados como beneficio. A los terapeutas y médicos de la plataforma se les paga por sesión.',
    competitiveAdvantages:
      'Su red de profesionales de la salud con licencia cubre muchas regiones y husos horarios, así que los pacientes a menudo son atendidos en menos de 20 minutos. Es una marca muy conocida entre los usuarios jóvenes, lo que le permite gastar menos en marketing que los recién llegados.',
    keyRisks:
      'La competencia es feroz y los clientes pueden cambiar de app con mucha facilidad. Las normas sobre qué médicos pueden atender a pacientes de otras regiones podrían cambiar, y sus márgenes de ganancia son muy pequeños.',
    leadership: [
      {
        position: 'Directora ejecutiva (CEO)',
        bio: 'Rosalind cofundó Fernway después de años como enfermera de práctica avanzada en zonas rurales. Todavía hace algunos turnos virtuales cada trimestre para entender lo que viven los pacientes.',
        education: 'Maestría en Enfermería (MSN), especialidad en Enfermería Familiar, Universidad de Lindenreach',
      },
      {
        position: 'Director de tecnología',
        bio: 'Devraj creó la primera app de videoconsultas de Fernway y logró que funcionara con las conexiones lentas de internet del campo. Ahora dirige un equipo centrado en la fiabilidad y la privacidad.',
        education: 'Licenciatura en Ciencias de la Computación',
      },
      {
        position: 'Directora clínica',
        bio: 'Naledi fija los estándares médicos que sigue cada profesional de Fernway. Creó el servicio de apoyo psicológico de la empresa para adolescentes y jóvenes.',
        education: 'Medicina (MD), certificada en Psiquiatría',
      },
    ],
    news: [
      {
        headline: 'Fernway vuelve a las pérdidas: 22 millones de Bolts en el trimestre',
        summary:
          'El fuerte gasto en publicidad y los precios más bajos de las consultas llevaron a Fernway a su mayor pérdida en dos años.',
        content:
          'Los ingresos crecieron alrededor de un 5%, pero el costo de atraer nuevos usuarios subió todavía más rápido. La dirección dijo que la campaña de marketing debería dar frutos el año que viene, cuando los nuevos miembros renueven. Los inversores no quedaron convencidos, y las acciones cayeron más de un 7%.',
      },
      {
        headline: 'Fernway ofrecerá sesiones gratuitas de apoyo psicológico a universitarios',
        summary:
          'Un grupo de universidades dará a sus estudiantes acceso a los terapeutas de Fernway, pagado con una membresía para todo el campus.',
        content:
          'Los estudiantes podrán reservar sesiones por video con terapeutas con licencia, también por la noche y los fines de semana. Fernway dice que los acuerdos con universidades le aportan ingresos anuales fáciles de prever. El programa empieza con ocho universidades el próximo semestre.',
      },
      {
        headline: 'Los reguladores prorrogan las normas temporales para consultas virtuales entre regiones',
        summary:
          'Los profesionales podrán seguir atendiendo a pacientes de regiones vecinas un año más, mientras se redactan las normas definitivas.',
        content:
          'La prórroga deja todo como está por ahora, lo que evita problemas a los pacientes de Fernway. Sin embargo, las normas definitivas siguen sin estar claras y podrían exigir licencias adicionales. Los analistas consideraron que la noticia no es ni buena ni mala para la empresa.',
      },
    ],
  },
  HLBK: {
    sector: 'Salud',
    industry: 'Farmacias y venta de medicamentos',
    description:
      'Hollowbrook tiene miles de farmacias de barrio y un servicio de recetas a domicilio por correo. Vende enormes cantidades de medicamentos, pero gana muy poco con cada venta.',
    story:
      'Hollowbrook abrió su primera farmacia de esquina en 1952; su fundador llevaba las recetas en bicicleta a los vecinos que no podían salir de casa. La cadena creció pueblo a pueblo y fue sumando mostradores de revelado de fotos, snacks y campañas de vacunación contra la gripe. Hoy tiene unas 6800 tiendas y despacha más de mil millones de recetas al año. Hollowbrook está probando entregas con drones y en casilleros para que recoger los medicamentos sea más cómodo.',
    businessModel:
      'La mayor parte de sus ingresos viene de despachar recetas, y las aseguradoras pagan una buena parte de cada cuenta. Las tiendas también venden productos de salud para el día a día y ofrecen vacunas y chequeos básicos.',
    competitiveAdvantages:
      'Como la mayoría de los habitantes de sus mercados tiene una tienda a pocos minutos, Hollowbrook resulta muy cómoda. Su enorme poder de compra le permite negociar precios más bajos con los mayoristas de medicamentos.',
    keyRisks:
      'Sus márgenes de ganancia son muy pequeños, así que un ligero recorte en lo que pagan las aseguradoras puede afectar bastante a sus resultados. Las farmacias en línea y las grandes superficies compiten con fuerza en precio.',
    leadership: [
      {
        position: 'Directora ejecutiva (CEO)',
        bio: 'Marguerite empezó como técnica de farmacia los fines de semana en una tienda de Hollowbrook mientras estudiaba. Fue ascendiendo en la gestión de tiendas y se convirtió en CEO en 2020.',
        education: 'Doctorado en Farmacia (PharmD), Facultad de Farmacia de Westerly Gate',
      },
      {
        position: 'Director de operaciones',
        bio: 'Olumide supervisa las tiendas, los centros de distribución y el servicio por correo. Dirigió la instalación de casilleros de recogida en 1500 tiendas.',
        education: 'Maestría en Gestión de la Cadena de Suministro',
      },
      {
        position: 'Directora financiera',
        bio: 'Sigrid dirigió antes las finanzas de una cadena de supermercados, otro negocio con márgenes muy ajustados. Lidera un programa para recortar costos sin reducir el número de farmacéuticos.',
        education: 'MBA',
      },
      {
        position: 'Director de farmacia',
        bio: 'Imran fija los estándares para los 20.000 farmacéuticos de la empresa. Impulsó los controles de presión arterial dentro de las tiendas.',
        education: 'Doctorado en Farmacia (PharmD)',
      },
    ],
    news: [
      {
        headline: 'Hollowbrook amplía su prueba de entrega de recetas con drones',
        summary:
          'Tras una prueba exitosa en dos localidades, las entregas con drones llegarán a 40 tiendas de zonas residenciales en las afueras.',
        content:
          'Los drones pueden llevar pequeños paquetes con recetas hasta el patio de un cliente en menos de 30 minutos. Hollowbrook dice que el servicio es especialmente útil para los clientes mayores y para padres con hijos enfermos en casa. La empresa espera que la prueba cueste poco en comparación con su presupuesto total.',
      },
      {
        headline: 'El beneficio de Hollowbrook sube un poco gracias a una temporada de vacunas adelantada',
        summary:
          'El beneficio neto subió a 518 millones de Bolts, impulsado por la fuerte demanda de vacunas de temporada.',
        content:
          'Los ingresos crecieron alrededor de un 2% respecto al trimestre anterior. Quien va a vacunarse suele comprar otras cosas en la tienda, lo que ayuda a las ganancias. La empresa mantuvo su dividendo sin cambios.',
      },
      {
        headline: 'Las aseguradoras avisan que pagarán menos por las recetas el año que viene',
        summary:
          'Varias grandes aseguradoras planean pagar menos a las farmacias por algunos medicamentos comunes, lo que aprieta unos márgenes que ya son muy pequeños.',
        content:
          'Las cadenas de farmacias ganan solo unos pocos Bolts con muchas recetas, así que incluso un recorte pequeño se nota. Hollowbrook dijo que intentará compensar el impacto con ahorros y más servicios de salud. Las acciones de las empresas de farmacias bajaron tras el anuncio.',
      },
    ],
  },
  FBST: {
    sector: 'Salud',
    industry: 'Fitness y bienestar',
    description:
      'Fablestride tiene gimnasios de barrio a buen precio y una app de entrenamiento que convierte el ejercicio en retos dentro de una historia. Sus socios pueden entrenar en el gimnasio, en casa o de las dos formas.',
    story:
      'Fablestride abrió su primer gimnasio en 2009 en una antigua bolera, con cuotas mensuales bajas y entrenadores amables en lugar de máquinas de lujo. Su fundador se dio cuenta de que los socios eran más constantes cuando entrenaban con amigos, así que los gimnasios añadieron retos por equipos. En 2020 la empresa lanzó una app en la que los usuarios desbloquean capítulos de una historia de aventuras al completar entrenamientos. Hoy tiene 420 gimnasios y unos 2,6 millones de socios, y quiere aliarse con empresas para premiar los hábitos saludables.',
    businessModel:
      'Los socios pagan una cuota mensual por el gimnasio, por la app o por un plan que combina ambos. Gana dinero extra con sesiones de entrenamiento personal, barras de batidos y contratos de bienestar con empresas.',
    competitiveAdvantages:
      'Sus precios bajos y su ambiente acogedor atraen a personas a las que los gimnasios tradicionales les ponen nerviosas. La app con historia mantiene motivados a los socios, y eso ayuda a que menos se den de baja.',
    keyRisks:
      'Es fácil cancelar la cuota del gimnasio cuando las familias tienen que ajustar gastos. El alquiler de los locales y el personal cuestan mucho, y cada vez hay más competencia de apps baratas para entrenar en casa.',
    leadership: [
      {
        position: 'Director ejecutivo (CEO)',
        bio: 'Kwame fue atleta de pista en la universidad y entrenador personal antes de fundar Fablestride. Todavía dirige un club de corredores los sábados por la mañana en el primer gimnasio de la cadena.',
        education: 'Licenciatura en Kinesiología, Universidad de Halvard Springs',
      },
      {
        position: 'Directora digital',
        bio: 'Esperanza diseñó la app de historias de aventuras después de trabajar en diseño de videojuegos. Supervisa a su equipo de guionistas, animadores y expertos en fitness.',
        education: 'Maestría en Diseño de Videojuegos',
      },
      {
        position: 'Director financiero',
        bio: 'Patrick llegó desde una cadena de restaurantes y trajo un control estricto de costos a los gimnasios. Sigue muy de cerca cuántos socios se quedan.',
        education: 'Licenciatura en Comercio, especialidad en Contabilidad',
      },
    ],
    news: [
      {
        headline: 'La app de Fablestride añade un modo de aventura multijugador',
        summary:
          'Ahora los amigos pueden formar equipo en la app y sumar sus minutos de entrenamiento para desbloquear juntos los capítulos de la historia.',
        content:
          'El nuevo modo permite que grupos de hasta seis personas compitan contra otros equipos en retos semanales. Fablestride dice que quienes lo probaron primero entrenaron alrededor de un 20% más a menudo. La función es gratis para todos los suscriptores de la app.',
      },
      {
        headline: 'Las acciones de gimnasios se mantienen estables antes de la temporada de Año Nuevo',
        summary:
          'Las acciones de las empresas de fitness apenas se movieron mientras los inversores esperaban las cifras de inscripciones de enero.',
        content:
          'Las primeras semanas del año suelen ser las de más inscripciones en los gimnasios. Los analistas dijeron que la gran pregunta es cuántos de los nuevos socios seguirán yendo después de la primavera. Históricamente, el primer trimestre ha sido el mejor de Fablestride.',
      },
      {
        headline: 'Fablestride cerrará 12 gimnasios con malos resultados',
        summary:
          'La empresa cerrará una docena de locales con muy pocos socios y les ofrecerá a esos socios acceso a gimnasios cercanos.',
        content:
          'Los cierres costarán unos 6 millones de Bolts en gastos puntuales. Fablestride dijo que, siempre que sea posible, ofrecerá a sus empleados trabajo en otros locales. La medida debería mejorar un poco las ganancias el año que viene, pero muestra que algunos barrios no crecieron como se esperaba.',
      },
    ],
  },
  GLMR: {
    sector: 'Salud',
    industry: 'Diagnóstico y análisis clínicos',
    description:
      'Glimmerlab tiene laboratorios de análisis clínicos y fabrica pruebas rápidas que ayudan a los médicos a diagnosticar infecciones, alergias y problemas de la sangre.',
    story:
      'Glimmerlab empezó en 1987 como un único laboratorio que procesaba durante la noche los análisis de sangre de los médicos de familia de la zona. Sus fundadores invirtieron pronto en robots para manejar las muestras, lo que les permitió entregar resultados más rápido que la competencia. Hoy la empresa tiene 38 laboratorios regionales y vende pruebas rápidas a clínicas y farmacias. Su nueva apuesta son las pruebas caseras que envían los resultados de forma segura al médico del paciente.',
    businessModel:
      'A Glimmerlab le pagan las aseguradoras, los hospitales y los pacientes por cada análisis que procesa. También vende kits de pruebas y los analizadores que usan las clínicas para hacerlas, además de los cartuchos de recambio.',
    competitiveAdvantages:
      'Sus laboratorios automatizados procesan volúmenes enormes con un costo bajo por prueba, y la mayoría de los resultados están listos en menos de 24 horas. Su larga relación con los consultorios médicos le asegura un flujo constante de muestras.',
    keyRisks:
      'La demanda de pruebas de infecciones sube y baja con las temporadas de gripe, así que sus resultados son irregulares. Los gobiernos y las aseguradoras presionan a menudo para pagar menos por las pruebas más comunes.',
    leadership: [
      {
        position: 'Director ejecutivo (CEO)',
        bio: 'Ibrahim empezó como científico de laboratorio en Glimmerlab y más tarde dirigió su mayor laboratorio regional. Se convirtió en CEO en 2019 y puso en marcha el negocio de pruebas caseras.',
        education: 'Maestría en Bioquímica Clínica, Universidad de Sablecrest',
      },
      {
        position: 'Directora científica',
        bio: 'Wen-Li dirige la investigación de nuevas pruebas, entre ellas un panel rápido de alergias. Ha publicado muchos trabajos sobre la química de la sangre.',
        education: 'Doctorado en Inmunología',
      },
      {
        position: 'Director financiero',
        bio: 'Carsten trabajó antes en finanzas en una red de hospitales, lo que le ayuda a entender cómo deciden sus compras los clientes de Glimmerlab.',
        education: 'MBA en Gestión de Servicios de Salud',
      },
      {
        position: 'Directora de operaciones',
        bio: 'Jolene dirige los 38 laboratorios de la empresa y su red de mensajería. Introdujo una planificación de rutas que redujo en una quinta parte el tiempo medio que tarda una muestra en llegar.',
        education: 'Maestría en Investigación de Operaciones',
      },
      {
        position: 'Director de sistemas de información',
        bio: 'Thiago supervisa los sistemas que entregan de forma segura millones de resultados a médicos y pacientes cada semana.',
        education: 'Licenciatura en Sistemas de Información',
      },
    ],
    news: [
      {
        headline: 'Glimmerlab supera las previsiones de beneficio con un volumen estable de pruebas',
        summary:
          'El beneficio neto de 308 millones de Bolts superó las previsiones gracias al aumento de los análisis de sangre de rutina.',
        content:
          'Glimmerlab dijo que más pacientes acudieron a sus chequeos habituales, lo que aumentó la demanda de pruebas de rutina. La automatización también ayudó a bajar el costo de cada prueba. La empresa espera un impulso de temporada por las pruebas de gripe el próximo trimestre.',
      },
      {
        headline: 'Aprueban la venta de la prueba casera de estreptococo de Glimmerlab',
        summary:
          'Los reguladores aprobaron la prueba casera de Glimmerlab para detectar la infección de garganta por estreptococo, que da resultados en 15 minutos.',
        content:
          'La prueba permite a las familias comprobar si hay una infección de garganta por estreptococo antes de decidir si van al médico. Los resultados positivos se pueden compartir con un profesional de la salud a través de la app de Glimmerlab para empezar antes el tratamiento. Se venderá en farmacias a partir del mes que viene.',
      },
      {
        headline: 'Una avería retrasa los análisis en un laboratorio regional',
        summary:
          'Una máquina averiada que clasifica muestras retrasó algunos resultados hasta dos días en el laboratorio del norte de Glimmerlab.',
        content:
          'Las muestras se enviaron a dos laboratorios cercanos mientras se reparaba la máquina. Las pruebas urgentes de los hospitales tuvieron prioridad y no se retrasaron. Glimmerlab dijo que instalará equipos de respaldo en sus centros con más trabajo.',
      },
    ],
  },
  ENML: {
    sector: 'Salud',
    industry: 'Atención dental',
    description:
      'Enamelcrest tiene una red de clínicas dentales familiares y fabrica alineadores dentales transparentes. Su objetivo es que las revisiones sean menos estresantes, sobre todo para los niños.',
    story:
      'Enamelcrest fue fundada en 1994 por una dentista que rediseñó su clínica con colores vivos, películas en el techo y horario los sábados para las familias con poco tiempo. Otros dentistas quisieron sumarse a su forma de trabajar, y las clínicas se convirtieron en una red regional. En 2018 la empresa empezó a fabricar sus propios alineadores transparentes en un pequeño laboratorio, que hoy abastece a todos sus ortodoncistas. Enamelcrest tiene ahora 390 clínicas y planea abrir unas 30 más cada año.',
    businessModel:
      'Las clínicas cobran por revisiones, empastes y tratamientos de ortodoncia, que pagan los pacientes y los seguros dentales. Su laboratorio de alineadores vende a sus propias clínicas y a dentistas independientes.',
    competitiveAdvantages:
      'Una marca pensada para los niños y unos horarios flexibles le ganan familias fieles. Compartir la facturación, las citas y las compras entre cientos de clínicas mantiene sus costos más bajos que los de las consultas independientes.',
    keyRisks:
      'Es difícil contratar suficientes dentistas e higienistas, y la falta de personal limita su crecimiento. Cuando el dinero escasea, los pacientes suelen aplazar los tratamientos que no son urgentes, como los alineadores.',
    leadership: [
      {
        position: 'Directora ejecutiva (CEO)',
        bio: 'Valentina trabajó diez años como dentista infantil en Enamelcrest antes de dirigir la empresa. Defiende las revisiones dentales gratuitas en las escuelas de la zona.',
        education: 'Odontología (DDS), Facultad de Odontología de Quillport',
      },
      {
        position: 'Director de operaciones',
        bio: 'Hugo gestiona la apertura de clínicas y la contratación de personal. Creó una academia de formación que ayuda a los asistentes dentales a convertirse en higienistas.',
        education: 'MBA en Operaciones',
      },
      {
        position: 'Directora financiera',
        bio: 'Farah dirigió antes las finanzas de una cadena de clínicas oftalmológicas. Supervisa el presupuesto de expansión de la empresa.',
        education: 'Maestría en Contabilidad',
      },
    ],
    news: [
      {
        headline: 'Enamelcrest se alía con distritos escolares para hacer revisiones dentales gratuitas',
        summary:
          'Los dentistas de Enamelcrest visitarán 150 escuelas cada año para revisar los dientes de los alumnos sin costo para las familias.',
        content:
          'El programa busca detectar las caries a tiempo, sobre todo en niños que casi nunca van al dentista. Los alumnos que necesiten más atención serán derivados a clínicas que aceptan el seguro público. La empresa dijo que el programa genera confianza en la comunidad y da a conocer sus clínicas a las familias.',
      },
      {
        headline: 'Entran en vigor nuevas normas para los seguros dentales, con poco impacto',
        summary:
          'Este mes entraron en vigor normas actualizadas sobre cómo las aseguradoras dentales tramitan las reclamaciones.',
        content:
          'Las normas obligan a las aseguradoras a explicar con más claridad a los pacientes sus decisiones sobre cada reclamación. Enamelcrest dijo que sus sistemas de facturación ya estaban actualizados. Los analistas no esperan que el cambio afecte a los ingresos de la empresa.',
      },
      {
        headline: 'La falta de higienistas frena las nuevas clínicas de Enamelcrest',
        summary:
          'La empresa abrirá 24 clínicas este año en lugar de las 30 previstas, porque no logra contratar personal con suficiente rapidez.',
        content:
          'En muchas regiones hay menos higienistas dentales de los que necesitan las clínicas. Enamelcrest está ampliando su academia de formación y ofrece becas para ayudar a cubrir ese hueco. Abrir clínicas más despacio significa que los ingresos podrían crecer un poco menos el año que viene.',
      },
    ],
  },
  HPAW: {
    sector: 'Salud',
    industry: 'Atención veterinaria',
    description:
      'Harborpaw tiene hospitales y clínicas veterinarias que cuidan de perros, gatos, conejos y otras mascotas de la familia. También ofrece un servicio de urgencias abierto día y noche.',
    story:
      'Harborpaw nació en 2001, cuando dos veterinarios unieron sus consultas de pueblo para poder pagar una máquina de rayos X y repartirse los turnos de noche. Se dieron cuenta de que muchos veterinarios querían centrarse en los animales y no en el papeleo, así que Harborpaw empezó a asociarse con clínicas independientes y a encargarse de su administración. Hoy tiene unos 720 centros, entre ellos 45 hospitales de urgencias. Ahora la empresa está haciendo crecer sus planes de bienestar para mascotas, que reparten el costo de los cuidados habituales en cuotas mensuales asequibles.',
    businessModel:
      'Los dueños de mascotas pagan por consultas, vacunas, cirugías y medicamentos en las clínicas de Harborpaw. Los planes de bienestar mensuales y una farmacia en línea de comida y medicamentos para mascotas añaden ingresos recurrentes.',
    competitiveAdvantages:
      'Cuando los dueños de una mascota confían en un veterinario, casi nunca lo cambian, así que sus clientes son muy fieles. Su tamaño le permite comprar equipos y medicamentos a precios más bajos que una clínica sola.',
    keyRisks:
      'En muchas zonas no hay suficientes veterinarios, lo que puede limitar su crecimiento y subir los sueldos. Comprar nuevas clínicas con dinero prestado aumenta su deuda.',
    leadership: [
      {
        position: 'Director ejecutivo (CEO)',
        bio: 'Soren es veterinario y cofundó Harborpaw después de pasar una década atendiendo animales de granja y mascotas. Todavía trabaja como voluntario los fines de semana en una clínica de vacunación a bajo costo.',
        education: 'Medicina Veterinaria (DVM), Facultad de Medicina Veterinaria de Marrowdale',
      },
      {
        position: 'Directora médica',
        bio: 'Cressida fija los estándares de atención de todas las clínicas de Harborpaw. Es especialista en medicina de urgencias para animales.',
        education: 'Medicina Veterinaria (DVM), residencia en Urgencias y Cuidados Intensivos',
      },
      {
        position: 'Director financiero',
        bio: 'Mohammed supervisa las compras de clínicas y la deuda de la empresa. Antes trabajó en un banco que prestaba dinero a pequeños negocios.',
        education: 'Maestría en Finanzas Corporativas',
      },
      {
        position: 'Directora de personas',
        bio: 'Tallulah dirige la contratación y los programas de bienestar para veterinarios y enfermeros. Creó una ayuda para que los veterinarios recién llegados paguen sus préstamos de estudios.',
        education: 'Maestría en Gestión de Recursos Humanos',
      },
    ],
    news: [
      {
        headline: 'Harborpaw lanza planes de bienestar para gatos y mascotas pequeñas',
        summary:
          'Los planes de bienestar mensuales, que al principio eran solo para perros, ahora cubren también gatos, conejos y conejillos de Indias.',
        content:
          'Los planes incluyen revisiones anuales, vacunas y limpiezas dentales por un precio fijo al mes. Harborpaw dice que los miembros de los planes van al veterinario con más regularidad, lo que ayuda a detectar a tiempo los problemas de salud. Más de 300.000 perros ya están inscritos en el plan original.',
      },
      {
        headline: 'Los ingresos de Harborpaw crecen un 3% gracias a más visitas de mascotas',
        summary:
          'Los ingresos del trimestre llegaron a 612 millones de Bolts y el beneficio neto subió a 47,6 millones de Bolts.',
        content:
          'Los hospitales de urgencias y los planes de bienestar impulsaron la mayor parte del crecimiento. La empresa también completó la compra de 11 clínicas independientes durante el trimestre. La dirección subió ligeramente su previsión de ingresos para el año.',
      },
      {
        headline: 'La falta de veterinarios pesa sobre las empresas de cuidado animal',
        summary:
          'Un informe del sector advirtió que la demanda de atención para mascotas crece más rápido que el número de nuevos veterinarios.',
        content:
          'Menos veterinarios significa esperas más largas para conseguir cita y sueldos más altos para las clínicas. Harborpaw dijo que su ayuda para los préstamos de estudios le sirve para contratar, pero que no se libra de la escasez. Las acciones de varias empresas de cuidado de mascotas bajaron tras el informe.',
      },
      {
        headline: 'Harborpaw abre un centro de formación para enfermeros veterinarios',
        summary:
          'Un nuevo centro formará a unos 400 enfermeros veterinarios al año, y a quienes se gradúen se les ofrecerá trabajo en las clínicas de Harborpaw.',
        content:
          'El centro colabora con una universidad local para que los estudiantes obtengan títulos reconocidos. Harborpaw dijo que el programa tardará unos años en aliviar la falta de personal. Se espera que el costo sea pequeño en comparación con el presupuesto de la empresa.',
      },
    ],
  },
};
