import type { CategoryTranslations } from '../types';

// Spanish content for the technology companies of the seed (server/db/seed/data/technology.ts).
export const esTechnology: CategoryTranslations = {
  CNPV: {
    sector: 'Tecnología',
    industry: 'Computación en la nube',
    description:
      'Canopyvault alquila potencia de cómputo, almacenamiento y bases de datos para que otras empresas puedan hacer funcionar sus apps sin tener servidores propios. Es uno de los mayores proveedores de nube del mundo del juego.',
    story:
      'Canopyvault empezó en 2004 como un pequeño negocio de alojamiento web de dos cuartos que mantenía en línea las páginas de panaderías y talleres de bicicletas de la zona. Sus fundadores notaron que la mayoría de los clientes querían pagar solo por el tiempo de computadora que de verdad usaban, así que crearon uno de los primeros servicios de almacenamiento de pago por uso. La idea triunfó entre las startups que crecían rápido, y hoy la empresa tiene centros de datos en cuatro continentes. Su próximo gran objetivo es que todos sus centros de datos funcionen con energía renovable antes de que termine la década.',
    businessModel:
      'Los clientes pagan cada mes por el cómputo, el almacenamiento y el tráfico de red que usan, y los más grandes firman contratos de varios años a cambio de descuentos. Los planes de soporte de pago y las herramientas de bases de datos y análisis listas para usar aportan ingresos extra.',
    competitiveAdvantages:
      'Llevar años de datos y software a otro proveedor es lento y caro, así que los clientes suelen quedarse una vez que entran. Su enorme tamaño le permite comprar equipos y electricidad más baratos que sus rivales más pequeños.',
    keyRisks:
      'Construir centros de datos cuesta miles de millones de Bolts por adelantado, y una guerra de precios con otras nubes podría reducir sus ganancias. Una caída grave del servicio puede dañar la confianza de miles de clientes a la vez.',
    leadership: [
      {
        position: 'Directora ejecutiva (CEO)',
        bio: 'Priya entró en Canopyvault como su quinta ingeniera y dirigió el equipo de almacenamiento antes de convertirse en CEO en 2019. Es conocida por recorrer los centros de datos con los nuevos empleados en su primer día.',
        education: 'Maestría en Ciencias de la Computación, Instituto de Tecnología de Skyhaven',
      },
      {
        position: 'Director financiero',
        bio: 'Tomasz pasó doce años planificando presupuestos para un grupo de transporte marítimo antes de pasarse a la tecnología. Supervisa el presupuesto de construcción de la empresa, de miles de millones de Bolts.',
        education: 'MBA, Escuela de Negocios de Port Calloway',
      },
      {
        position: 'Directora de tecnología',
        bio: 'Adaeze diseñó el sistema de refrigeración de los centros de datos más nuevos de Canopyvault. Ahora dirige la investigación de servidores que gasten menos energía.',
        education: 'Doctorado en Ingeniería Eléctrica',
      },
      {
        position: 'Director de sostenibilidad',
        bio: 'Kenji negocia los contratos de energía eólica y solar que alimentan las instalaciones de la empresa. Antes trabajó en proyectos de energía comunitaria.',
        education: 'Maestría en Ciencias Ambientales',
      },
    ],
    news: [
      {
        headline: 'Canopyvault supera las previsiones con una demanda de almacenamiento que no para de crecer',
        summary:
          'Los ingresos del trimestre subieron a 9,48 mil millones de Bolts, por encima de lo que esperaban los analistas. El crecimiento vino sobre todo de clientes que guardan más datos de video y de sensores.',
        content:
          'Canopyvault anunció unos ingresos de 9,48 mil millones de Bolts en el tercer trimestre, alrededor de un 4% más que en el trimestre anterior. El beneficio creció más rápido que las ventas porque los centros de datos más nuevos gastan menos electricidad por servidor. La dirección dijo que la demanda de almacenamiento a largo plazo es la más fuerte de los últimos tres años. La empresa mantuvo su plan de abrir dos nuevas regiones el año que viene.',
      },
      {
        headline: 'La autoridad de transporte elige a Canopyvault para sus mapas de rutas en tiempo real',
        summary:
          'La Autoridad de Transporte de Marrowdale firmó un acuerdo de cinco años para alojar en Canopyvault sus apps de seguimiento de autobuses y tranvías.',
        content:
          'Los pasajeros de Marrowdale pronto verán los horarios de llegada en tiempo real gracias a los servidores de Canopyvault. El contrato es pequeño comparado con los ingresos totales de la empresa, pero los analistas dicen que ganar clientes del sector público suele traer acuerdos parecidos en otras ciudades. Canopyvault también formará al personal de la agencia de transporte para que gestione el sistema.',
      },
      {
        headline: 'Una caída de tres horas afecta a la región este de Canopyvault',
        summary:
          'Una actualización de red defectuosa dejó sin conexión algunos sitios web de clientes durante unas tres horas, hasta que los ingenieros la revirtieron.',
        content:
          'Varias tiendas en línea y una popular app de recetas dejaron de funcionar durante la caída en la región este de Canopyvault. La empresa explicó que un cambio de red automático se envió a demasiados servidores a la vez. Ha prometido aplicar más despacio los próximos cambios y compensar a los clientes afectados con un descuento en su próxima factura. Caídas como esta recuerdan que ni siquiera los grandes proveedores de nube son perfectos.',
      },
      {
        headline:
          'Las nuevas normas sobre dónde se guardan los datos dan a los proveedores de nube dos años para adaptarse',
        summary:
          'Los reguladores aprobaron la versión final de unas normas que obligan a guardar algunos datos personales dentro del país donde se recogieron.',
        content:
          'Las nuevas normas afectan a todos los grandes proveedores de nube, no solo a Canopyvault. La empresa dice que ya tiene centros de datos locales en la mayoría de los países afectados, así que el costo debería ser moderado. Los analistas esperan pocos cambios en sus resultados a corto plazo.',
      },
    ],
  },
  DRPK: {
    sector: 'Tecnología',
    industry: 'Videojuegos',
    description:
      'Dreamplank crea juegos de aventuras y de rompecabezas para consolas, PC y teléfonos. Su saga más conocida, Lanternfall, sigue a un joven inventor que explora islas flotantes.',
    story:
      'Dreamplank fue fundada en 1998 por tres amigos que se conocieron en un club de diseño de videojuegos de la universidad y crearon su primer juego de rompecabezas con computadoras prestadas. El estudio pasó apuros durante años, hasta que el primer Lanternfall se convirtió en un éxito inesperado gracias al boca a boca. Hoy tiene cinco estudios y vende juegos en más de 60 países. Ahora Dreamplank está experimentando con juegos que permiten a los jugadores crear y compartir sus propios niveles.',
    businessModel:
      'Dreamplank gana la mayor parte de su dinero vendiendo juegos nuevos, y después mantiene enganchados a los jugadores con expansiones de pago y objetos cosméticos. También cobra licencias por usar sus personajes en juguetes, libros y una serie animada.',
    competitiveAdvantages:
      'Los personajes de Lanternfall son muy queridos, así que cada nuevo lanzamiento tiene ya un público asegurado. Su propio motor de juego permite que equipos pequeños construyan mundos grandes rápidamente.',
    keyRisks:
      'Sus ingresos cambian mucho según cuándo salen los grandes juegos, y un retraso puede mover millones de Bolts de un trimestre a otro. Los gustos de los jugadores cambian rápido, así que un fracaso puede salir caro.',
    leadership: [
      {
        position: 'Directora ejecutiva (CEO)',
        bio: 'Marisol empezó en Dreamplank como diseñadora de niveles del primer Lanternfall. Se convirtió en CEO en 2020 y llevó a la empresa a los juegos para móviles.',
        education: 'Licenciatura en Medios Interactivos, Universidad de Quillport',
      },
      {
        position: 'Director creativo',
        bio: 'Henrik es uno de los tres cofundadores de Dreamplank y todavía dibuja a mano cada personaje nuevo. Dirige los equipos de guion y de arte del estudio.',
        education: 'Licenciatura en Bellas Artes, especialidad en Ilustración',
      },
      {
        position: 'Directora financiera',
        bio: 'Yuki gestionaba antes las finanzas de un estudio de cine, donde aprendió a hacer presupuestos para proyectos que pueden ser un gran éxito o un fracaso. Llegó a Dreamplank en 2021.',
        education: 'Maestría en Contabilidad y Finanzas',
      },
    ],
    news: [
      {
        headline: 'Lanternfall: Skyward Tides vende dos millones de copias en su primer fin de semana',
        summary:
          'La nueva aventura de Lanternfall se convirtió en el lanzamiento que más rápido se ha vendido en la historia de Dreamplank.',
        content:
          'Dreamplank dijo que Lanternfall: Skyward Tides vendió más de dos millones de copias en todas las plataformas en tres días. La crítica elogió su modo cooperativo, que permite a los amigos explorar las islas juntos. Unas buenas ventas iniciales son importantes porque la mayor parte de los ingresos de un juego suele llegar en sus primeras semanas.',
      },
      {
        headline: 'Dreamplank retrasa al año que viene su juego derivado de carreras',
        summary:
          'El estudio aplazó Lanternfall Rally para pulir su modo multijugador en línea, lo que pasa las ventas esperadas a un trimestre posterior.',
        content:
          'Dreamplank explicó a los jugadores que necesita más tiempo para arreglar el lag en las carreras en línea. El retraso significa que los ingresos que los analistas esperaban para esta temporada de fiestas llegarán el año que viene. La dirección dijo que lanzar un juego lleno de errores dañaría más la marca que esperar unos meses.',
      },
      {
        headline: 'Los analistas no se ponen de acuerdo sobre si las empresas de videojuegos podrán mantener el ritmo',
        summary:
          'Los expertos del sector discrepan sobre si los jugadores seguirán gastando tanto en juegos el año que viene.',
        content:
          'Algunos analistas creen que lanzamientos fuertes como Skyward Tides demuestran que los jugadores todavía tienen ganas de comprar juegos nuevos. Otros advierten que las familias podrían gastar menos en entretenimiento si suben los precios de otras cosas. Este mes, el precio de la acción de Dreamplank se ha movido igual que el resto del sector de los videojuegos.',
      },
    ],
  },
  AURS: {
    sector: 'Tecnología',
    industry: 'Semiconductores',
    description:
      'Aurelith diseña los chips procesadores que hay dentro de computadoras portátiles, consolas de videojuegos y servidores de centros de datos. Es la empresa más grande de la categoría de tecnología por valor de mercado.',
    story:
      'Aurelith nació en 1979 de la mano de un grupo de ingenieros que querían fabricar chips para calculadoras que gastaran menos batería. Esa obsesión por la eficiencia energética se convirtió en su sello cuando los chips llegaron a las computadoras personales y, más tarde, a los teléfonos. Aurelith no tiene fábricas propias: diseña los chips y paga a fabricantes especializados para que los produzcan. La demanda de chips para entrenar y hacer funcionar programas de inteligencia artificial ha convertido los últimos años en la etapa de mayor crecimiento de su historia.',
    businessModel:
      'Aurelith vende chips a fabricantes de computadoras, consolas y servidores, y gana mucho con cada uno porque su principal costo es el trabajo de diseño. También cede algunos de sus diseños a otros fabricantes de chips a cambio de regalías.',
    competitiveAdvantages:
      'Décadas de patentes y un gran equipo de diseñadores de chips hacen que sus productos sean difíciles de copiar. Los desarrolladores de software han creado muchas herramientas pensadas para los chips de Aurelith, lo que anima a los clientes a seguir comprándolos.',
    keyRisks:
      'Aurelith depende de unas pocas fábricas externas, así que cualquier problema de producción en ellas puede limitar el suministro. Las normas comerciales entre países pueden restringir de repente dónde se le permite vender sus chips más avanzados.',
    leadership: [
      {
        position: 'Directora ejecutiva (CEO)',
        bio: 'Oluwaseun dirigió el equipo que creó el primer procesador de Aurelith para centros de datos antes de convertirse en CEO en 2017. Suele decir que las mejores ideas de la empresa vienen de sus ingenieros más jóvenes.',
        education: 'Doctorado en Ingeniería de Computadoras, Politécnico de Ridgemere',
      },
      {
        position: 'Director de operaciones',
        bio: 'Björn gestiona la relación con las fábricas que producen los chips de Aurelith. Pasó una década trabajando en plantas de fabricación antes de dedicarse a la gestión.',
        education: 'Maestría en Ciencia de Materiales',
      },
      {
        position: 'Directora financiera',
        bio: 'Camila llegó desde una gran empresa industrial y creó el primer dividendo de Aurelith para sus accionistas. Da charlas a menudo en eventos de educación financiera para estudiantes.',
        education: 'MBA en Finanzas',
      },
      {
        position: 'Jefe de diseño de chips de IA',
        bio: 'El equipo de Ravi diseñó la familia de chips que hoy aporta la mayor parte del crecimiento de Aurelith. Tiene más de 40 patentes a su nombre.',
        education: 'Maestría en Ingeniería Eléctrica',
      },
    ],
    news: [
      {
        headline: 'Aurelith logra un trimestre récord gracias a la demanda de chips de IA',
        summary:
          'Los ingresos saltaron a 14,25 mil millones de Bolts y el beneficio superó los 4,3 mil millones de Bolts, dos récords para la empresa.',
        content:
          'Aurelith dijo que los pedidos de sus chips para servidores de IA crecieron por sexto trimestre consecutivo. La empresa mejoró su previsión para el próximo trimestre, pero advirtió que ahora su principal límite es el suministro, no la demanda. A los inversores también les gustó un plan para repartir más dinero mediante dividendos.',
      },
      {
        headline: 'Una revisión de las exportaciones podría frenar las ventas de Aurelith en dos mercados',
        summary:
          'Las autoridades comerciales abrieron una revisión de las licencias que permiten enviar chips avanzados a ciertos países.',
        content:
          'Aurelith dijo que las ventas a los mercados afectados supusieron alrededor del 8% de sus ingresos el año pasado. Si se limitan las licencias, la empresa podría tener que ofrecer versiones más sencillas de sus chips. Se espera que la revisión dure varios meses, lo que genera incertidumbre para los inversores.',
      },
      {
        headline: 'Aurelith y un fabricante de consolas se unen para la próxima consola portátil',
        summary:
          'Aurelith suministrará un chip de bajo consumo hecho a medida para una futura consola de videojuegos portátil.',
        content:
          'El chip está diseñado para mover juegos exigentes y mantener la batería por encima de las seis horas. Acuerdos como este traen pedidos constantes durante varios años una vez que la consola sale a la venta. Ninguna de las dos empresas dio a conocer el valor del contrato.',
      },
      {
        headline: 'Las acciones de chips se toman una pausa tras un mes fuerte',
        summary:
          'Las acciones de semiconductores bajaron ligeramente porque algunos inversores recogieron ganancias tras las subidas recientes.',
        content:
          'Aurelith y otras empresas de chips devolvieron una pequeña parte de lo que habían ganado en el mes, en una jornada tranquila. Los analistas dijeron que las perspectivas de las empresas no han cambiado. Pausas como esta son habituales después de que un sector sube rápido.',
      },
    ],
  },
  AMBG: {
    sector: 'Tecnología',
    industry: 'Robótica y automatización',
    description:
      'Ambergear fabrica robots de almacén de aspecto amigable que recogen, empaquetan y mueven cajas junto a trabajadores humanos. Crece rápido, pero todavía no ha ganado dinero.',
    story:
      'Ambergear empezó en 2011 como el proyecto de un equipo universitario de robótica que ganó una competencia estudiantil de clasificación de objetos variados. Al graduarse, el equipo construyó un brazo robótico capaz de agarrar con seguridad cosas tan frágiles como huevos. Varias tiendas en línea se apuntaron para probarlo, y hoy la empresa tiene más de 9000 robots trabajando en almacenes. Ambergear quiere empezar a ganar dinero en un plazo de dos años, a medida que fabricar sus robots salga más barato.',
    businessModel:
      'En vez de vender los robots, Ambergear sobre todo los alquila por una cuota mensual que incluye actualizaciones de software y reparaciones. Este modelo de «robots como servicio» facilita que los almacenes más pequeños se animen a empezar.',
    competitiveAdvantages:
      'Sus pinzas y su software de visión pueden manejar miles de objetos con formas distintas sin tener que reprogramarse. Cada robot aprende de toda la flota, así que el sistema mejora cuantos más robots se ponen a trabajar.',
    keyRisks:
      'La empresa todavía pierde dinero y podría necesitar conseguir más si su crecimiento se frena. Empresas industriales más grandes y con mucho dinero están entrando en el mismo mercado.',
    leadership: [
      {
        position: 'Director ejecutivo (CEO)',
        bio: 'Declan cofundó Ambergear cuando todavía era estudiante y escribió la primera versión de su software para agarrar objetos. Le gusta mostrar en persona los robots nuevos cuando visita a los clientes.',
        education: 'Maestría en Robótica, Universidad de Nettlefield',
      },
      {
        position: 'Directora de tecnología',
        bio: 'Lucía dirige el equipo de hardware que redujo en un tercio el costo de cada brazo robótico en dos años. Es mentora de una liga de robótica de secundaria de su zona.',
        education: 'Doctorado en Ingeniería Mecánica',
      },
      {
        position: 'Director financiero',
        bio: 'Anand ya ayudó antes a dos empresas en crecimiento a empezar a ganar dinero. Se centra en reducir el ritmo al que Ambergear gasta su efectivo.',
        education: 'Licenciatura en Comercio, especialidad en Finanzas',
      },
    ],
    news: [
      {
        headline: 'Una cadena de supermercados encarga 1200 robots a Ambergear',
        summary:
          'Una cadena regional de supermercados instalará robots de Ambergear en 14 centros de distribución durante los próximos 18 meses.',
        content:
          'Es el mayor pedido individual de Ambergear hasta ahora. La cadena dijo que los robots se encargarán de levantar peso mientras el personal se centra en los controles de calidad y en los productos frescos. Los analistas calculan que el contrato podría sumar decenas de millones de Bolts al año en ingresos por alquiler cuando esté instalado por completo.',
      },
      {
        headline: 'Ambergear pierde menos, pero las ganancias todavía quedan lejos',
        summary:
          'La empresa perdió 34 millones de Bolts este trimestre, menos que antes, mientras sus ingresos crecían alrededor de un 11%.',
        content:
          'La pérdida de Ambergear se ha reducido dos trimestres seguidos gracias a piezas más baratas y a más robots en servicio. La dirección repitió su objetivo de dejar de perder dinero en un plazo de dos años. Algunos inversores querían avances más rápidos, así que el precio de la acción casi no se movió.',
      },
      {
        headline: 'Ambergear retira un lote de almohadillas de sus pinzas',
        summary:
          'Un defecto de un proveedor hizo que algunas almohadillas de las pinzas se desgastaran antes de tiempo, y Ambergear las está cambiando gratis.',
        content:
          'Unos 600 robots necesitan almohadillas nuevas, que los técnicos pueden cambiar en menos de una hora por robot. Nadie resultó herido, pero varios almacenes prepararon los pedidos más despacio durante unos días. La empresa calcula que la retirada costará unos 4 millones de Bolts.',
      },
    ],
  },
  CHLK: {
    sector: 'Tecnología',
    industry: 'Software educativo',
    description:
      'Chalkwise crea apps de tareas, cuestionarios y clase que usan escuelas y estudiantes. Su herramienta de práctica adaptativa ajusta la dificultad de las preguntas a cada alumno.',
    story:
      'Chalkwise fue fundada en 2014 por una exprofesora de matemáticas cansada de corregir las mismas hojas de ejercicios cada noche. Su primera app simplemente convertía esas hojas en cuestionarios que se corregían al instante, y los profesores se la fueron pasando unos a otros por todo el país. Hoy la empresa llega a unas 11.000 escuelas y ofrece materias que van del álgebra a los idiomas. Chalkwise quiere llegar a los estudiantes que no tienen acceso a clases particulares con un plan básico gratuito.',
    businessModel:
      'Las escuelas y los distritos escolares pagan una suscripción anual por alumno, y las familias pueden pasarse a un plan premium con más práctica e informes de progreso. El plan gratuito permite a los nuevos usuarios probar el producto antes de pagar.',
    competitiveAdvantages:
      'Los profesores ayudan a diseñar sus lecciones, así que el contenido se parece mucho a lo que se enseña en clase. Años de datos anónimos de práctica le ayudan a predecir qué temas les costarán más a los estudiantes.',
    keyRisks:
      'Los presupuestos de las escuelas pueden reducirse cuando baja la financiación pública, lo que retrasa las renovaciones. Las normas de privacidad de los estudiantes son estrictas, y cualquier error con los datos podría dañar seriamente su reputación.',
    leadership: [
      {
        position: 'Directora ejecutiva (CEO)',
        bio: 'Harriet fue profesora de matemáticas de secundaria durante nueve años antes de fundar Chalkwise. Todavía da una clase en línea cada trimestre escolar para seguir cerca de los estudiantes.',
        education: 'Maestría en Educación, especialidad en Diseño Curricular, Cindervale College',
      },
      {
        position: 'Director de producto',
        bio: 'Mateo creó el motor adaptativo que decide qué pregunta ve cada estudiante a continuación. Antes diseñaba apps para una red de bibliotecas públicas.',
        education: 'Licenciatura en Ciencias Cognitivas',
      },
      {
        position: 'Directora de privacidad',
        bio: 'Ingrid se asegura de que los datos de los estudiantes solo se recojan cuando hace falta y se borren en el plazo previsto. Ayudó a redactar un código de conducta del sector para las apps educativas.',
        education: 'Maestría en Derecho Tecnológico (LLM)',
      },
      {
        position: 'Director financiero',
        bio: 'Samir llegó a Chalkwise desde un fondo educativo sin fines de lucro. Se centra en que el plan gratuito siga siendo sostenible a medida que la empresa crece.',
        education: 'Maestría en Economía',
      },
    ],
    news: [
      {
        headline: 'Chalkwise lanza un tutor que guía el estudio paso a paso',
        summary:
          'La nueva función da las pistas de una en una en lugar de mostrar la respuesta completa, para animar a los estudiantes a resolver los problemas por su cuenta.',
        content:
          'Chalkwise dice que quienes lo probaron primero resolvieron más problemas por sí solos después de usar el tutor durante un mes. Los profesores pueden ver qué pistas necesitó cada estudiante, lo que les ayuda a detectar los temas difíciles. El tutor está incluido en los planes premium y llegará más adelante al plan gratuito en una versión limitada.',
      },
      {
        headline: 'Chalkwise confirma que cumple las nuevas pautas de privacidad para estudiantes',
        summary:
          'Las autoridades educativas actualizaron las pautas de privacidad para las apps de clase, y Chalkwise dice que no necesita cambiar sus productos.',
        content:
          'Las nuevas pautas limitan cuánto tiempo pueden guardar las apps los datos de los estudiantes y prohíben mostrarles publicidad. Chalkwise ya borra las cuentas inactivas al cabo de un año y no muestra anuncios. Los analistas ven las normas como neutrales para Chalkwise, pero posiblemente caras para algunos competidores.',
      },
      {
        headline: 'Los recortes en los presupuestos escolares podrían frenar las ventas de software educativo',
        summary:
          'Varios distritos escolares grandes anunciaron recortes de gastos, lo que genera dudas sobre las renovaciones de suscripciones del año que viene.',
        content:
          'Las empresas de software educativo dependen de presupuestos de los distritos que se fijan una vez al año. Chalkwise dijo que la mayoría de sus contratos duran varios años, lo que suaviza el impacto a corto plazo. Aun así, los analistas rebajaron un poco sus previsiones de crecimiento para el año que viene.',
      },
    ],
  },
  BSTF: {
    sector: 'Tecnología',
    industry: 'Ciberseguridad',
    description:
      'Bastionfield protege a empresas, hospitales y escuelas de los hackers con cortafuegos, protección del inicio de sesión y vigilancia de amenazas día y noche.',
    story:
      'Bastionfield nació en 2006, cuando dos ingenieros de redes ayudaron a un hospital local a recuperarse de un virus informático en un solo fin de semana. Se corrió la voz, y convirtieron su kit de emergencia en un software capaz de detectar los ataques antes de que causaran daños. En la década de 2010, la empresa pasó de vender cajas de hardware a ofrecer suscripciones en la nube, lo que la ayudó a crecer de forma constante. Hoy vigila millones de dispositivos y ofrece un curso gratuito de ciberseguridad para estudiantes.',
    businessModel:
      'Los clientes pagan suscripciones anuales según cuántos usuarios y dispositivos protegen. Bastionfield también cobra por la respuesta de emergencia cuando un cliente sufre un ataque, y por la formación en seguridad.',
    competitiveAdvantages:
      'Sus centros de vigilancia ven ataques contra miles de clientes, así que puede detectar pronto los nuevos trucos y proteger a todos a la vez. Casi todos sus clientes renuevan, lo que hace que sus ingresos sean muy previsibles.',
    keyRisks:
      'Un fallo en su propio software podría dejar entrar a los atacantes, y eso dañaría la confianza rápidamente. La competencia es intensa, y algunos clientes podrían preferir la seguridad que viene incluida con su proveedor de nube.',
    leadership: [
      {
        position: 'Directora ejecutiva (CEO)',
        bio: 'Nadia dirigió el equipo de respuesta a amenazas de Bastionfield durante algunos de los mayores ataques de la historia de la empresa. Se convirtió en CEO en 2018.',
        education: 'Maestría en Seguridad de la Información, Universidad de Ashgrove Harbor',
      },
      {
        position: 'Director de seguridad',
        bio: 'Elias fue campeón de competencias de hacking del tipo «capture the flag» y ahora dirige el laboratorio de investigación en defensa de Bastionfield.',
        education: 'Licenciatura en Ciencias de la Computación',
      },
      {
        position: 'Directora financiera',
        bio: 'Grace trabajó antes como auditora, revisando las cuentas de empresas de software. Introdujo la publicación cada trimestre de la tasa de renovación de clientes.',
        education: 'Maestría en Contabilidad',
      },
    ],
    news: [
      {
        headline: 'Una actualización defectuosa del cortafuegos obliga a Bastionfield a pedir disculpas',
        summary:
          'Una actualización de rutina bloqueó por error el correo electrónico de algunos clientes durante varias horas.',
        content:
          'Bastionfield retiró la actualización en pocas horas y publicó una solución ese mismo día. No se expuso ningún dato, pero el incidente molestó a los clientes que no pudieron enviar correos durante la jornada laboral. La empresa está revisando su proceso de pruebas y ofrece créditos de servicio.',
      },
      {
        headline: 'Los ingresos de Bastionfield crecen un 5% y las renovaciones siguen fuertes',
        summary:
          'Los ingresos del trimestre llegaron a 1,35 mil millones de Bolts y el 96% de los clientes renovó su suscripción.',
        content:
          'El beneficio neto de Bastionfield subió a 188 millones de Bolts, impulsado por el crecimiento de su servicio de vigilancia. La dirección dijo que el número de ataques que bloquea cada día se ha duplicado en dos años, lo que mantiene alta la demanda. La empresa también mejoró ligeramente su previsión para todo el año.',
      },
      {
        headline: 'Bastionfield protegerá una red de clínicas rurales',
        summary:
          'Una organización de salud sin fines de lucro eligió a Bastionfield para proteger las computadoras de 300 clínicas rurales.',
        content:
          'Las clínicas pequeñas suelen ser blanco de los hackers porque tienen poco personal informático. Bastionfield ofrecerá vigilancia y formación a un precio rebajado. La empresa dijo que el proyecto también le sirve para probar herramientas pensadas para organizaciones pequeñas.',
      },
    ],
  },
  CELST: {
    sector: 'Tecnología',
    industry: 'Espacio y satélites',
    description:
      'Celestine construye pequeños cohetes reutilizables que llevan a la órbita satélites meteorológicos, de cartografía y científicos. Está invirtiendo mucho y todavía pierde dinero.',
    story:
      'Celestine fue fundada en 2016 por un equipo de ingenieros aeroespaciales convencidos de que los satélites pequeños merecían sus propios viajes al espacio a un precio razonable. Su primer cohete falló en su vuelo inaugural, pero el segundo llegó a la órbita un año después con un satélite meteorológico universitario a bordo. Desde entonces la empresa ha completado 23 lanzamientos y ha hecho aterrizar su propulsor para reutilizarlo nueve veces. Ahora Celestine está construyendo un cohete más grande que podría llevar misiones científicas de mayor tamaño.',
    businessModel:
      'Los clientes pagan por lanzamiento, y Celestine también vende plazas «compartidas», en las que varios satélites pequeños viajan en el mismo cohete. La idea de reutilizar los propulsores es abaratar cada vuelo con el tiempo.',
    competitiveAdvantages:
      'Puede lanzar con poco aviso desde su propia base de lanzamiento en la costa, algo que los clientes valoran cuando necesitan reemplazar un satélite rápido. Los propulsores reutilizables podrían darle ventaja en costos a medida que los vuelos se vuelvan rutinarios.',
    keyRisks:
      'Los cohetes son arriesgados: un solo fallo puede dejar los vuelos parados durante meses y espantar a los clientes. La empresa está quemando efectivo y quizá tenga que pedir préstamos o vender más acciones para terminar su cohete más grande.',
    leadership: [
      {
        position: 'Director ejecutivo (CEO)',
        bio: 'Tariq fue el ingeniero jefe de propulsión del primer motor de Celestine antes de convertirse en CEO en 2021. Tiene un trozo del primer cohete fallido en su escritorio para recordar que hay que probarlo todo a fondo.',
        education: 'Maestría en Ingeniería Aeroespacial, Universidad Técnica de Saltmarsh',
      },
      {
        position: 'Directora de operaciones',
        bio: 'Beatriz dirige las operaciones de lanzamiento y la fábrica de cohetes. Antes gestionaba sistemas de tráfico aéreo para una agencia nacional de aviación.',
        education: 'Licenciatura en Ingeniería de Sistemas',
      },
      {
        position: 'Director financiero',
        bio: 'Oren consiguió el dinero que financió el programa de propulsores reutilizables de Celestine. Su objetivo es que la empresa llegue a generar más efectivo del que gasta.',
        education: 'MBA',
      },
      {
        position: 'Ingeniera jefa',
        bio: 'Mei-Ling dirige el diseño del cohete más grande que se está desarrollando. Empezó su carrera construyendo satélites estudiantiles.',
        education: 'Doctorado en Astronáutica',
      },
    ],
    news: [
      {
        headline: 'Una anomalía en una prueba de motor detiene los lanzamientos de Celestine',
        summary:
          'Un motor se apagó antes de tiempo durante una prueba en tierra, y Celestine ha suspendido los vuelos mientras los ingenieros investigan.',
        content:
          'Nadie resultó herido y el banco de pruebas solo sufrió daños menores. Celestine dijo que dos lanzamientos previstos para el mes que viene probablemente se retrasarán. A los inversores les preocupa que los retrasos aplacen los ingresos y aumenten el gasto de efectivo, y las acciones cayeron con fuerza.',
      },
      {
        headline: 'Celestine pierde menos, pero todavía más de 90 millones de Bolts',
        summary:
          'Los ingresos subieron a 214 millones de Bolts gracias a un número récord de lanzamientos, mientras que la pérdida neta se redujo a 92 millones de Bolts.',
        content:
          'Celestine hizo cuatro misiones en el trimestre, la mayor cantidad de su historia. Sin embargo, el gasto en el nuevo cohete más grande mantuvo a la empresa con fuertes pérdidas. La dirección dijo que tiene efectivo suficiente para unos dos años más al ritmo actual.',
      },
      {
        headline: 'Una agencia meteorológica reserva seis lanzamientos con Celestine',
        summary:
          'Una agencia meteorológica nacional firmó un contrato de seis lanzamientos para reemplazar sus viejos satélites de seguimiento de tormentas.',
        content:
          'El contrato es uno de los mayores de Celestine y le asegura un flujo constante de misiones durante tres años. Mejores satélites de seguimiento de tormentas podrían mejorar los avisos de huracanes para los pueblos de la costa. Los analistas dijeron que el acuerdo muestra que los clientes todavía confían en la trayectoria de Celestine.',
      },
    ],
  },
  DDLC: {
    sector: 'Tecnología',
    industry: 'Herramientas para creadores y redes sociales',
    description:
      'Doodlecast es una app donde artistas, animadores y músicos comparten proyectos creativos cortos y venden paquetes de arte digital. Acaba de anunciar su primer trimestre con ganancias.',
    story:
      'Doodlecast fue creada en 2019 por dos estudiantes de animación que querían una forma más fácil de enseñar a sus amigos los bocetos a medio hacer. Su app añadió herramientas sencillas de dibujo y de animación en bucle, y alrededor de los retos semanales de dibujo creció una comunidad de artistas jóvenes. Durante sus primeros años la empresa perdió dinero mientras creaba herramientas de seguridad y un mercado para creadores. Hoy tiene unos 40 millones de usuarios al mes y quiere demostrar que una plataforma que pone primero a los creadores también puede ser un buen negocio.',
    businessModel:
      'Doodlecast se queda con un 12% cuando los creadores venden pinceles, paquetes de sonidos o plantillas en su mercado. También vende una suscripción opcional, «Studio», con herramientas de edición avanzadas, y muestra pocos anuncios, solo a usuarios adultos.',
    competitiveAdvantages:
      'Sus herramientas creativas integradas la convierten en mucho más que un sitio donde publicar, y eso hace que los artistas vuelvan cada día. Los creadores se quedan con una parte mayor de sus ventas que en muchas plataformas rivales, lo que atrae a usuarios con talento.',
    keyRisks:
      'Las apps sociales pueden perder popularidad muy rápido si los usuarios se van a una plataforma más de moda. Moderar millones de publicaciones es caro, y las nuevas normas de seguridad en internet podrían subir todavía más los costos.',
    leadership: [
      {
        position: 'Directora ejecutiva (CEO)',
        bio: 'Zainab cofundó Doodlecast en su último año de la escuela de animación. Todavía presenta una vez al mes la transmisión en vivo del reto semanal de dibujo.',
        education: 'Licenciatura en Animación, Escuela de Arte de Juniper Hollow',
      },
      {
        position: 'Director de tecnología',
        bio: 'Luca cofundó la empresa y creó en un fin de semana su primera herramienta de animación en bucle. Ahora dirige un equipo de 200 ingenieros.',
        education: 'Licenciatura en Ingeniería de Software',
      },
      {
        position: 'Jefa de confianza y seguridad',
        bio: 'Rosalind diseña las herramientas y las normas que hacen de Doodlecast un lugar acogedor para los usuarios más jóvenes. Antes trabajó para una organización benéfica dedicada a la seguridad de los niños en internet.',
        education: 'Maestría en Política Digital',
      },
    ],
    news: [
      {
        headline: 'Doodlecast gana dinero en un trimestre por primera vez',
        summary:
          'La app para creadores ganó 1,8 millones de Bolts con unos ingresos de 64,2 millones de Bolts, y pone fin a años de pérdidas.',
        content:
          'Doodlecast lo atribuyó a las buenas ventas de su mercado y a un salto en las suscripciones a Studio. La ganancia es pequeña, pero los inversores la ven como una prueba de que el modelo de negocio puede funcionar. Las acciones subieron más de un 7% con la noticia.',
      },
      {
        headline: 'Doodlecast añade lienzos colaborativos',
        summary:
          'Ahora hasta cuatro artistas pueden dibujar en el mismo lienzo en tiempo real, aunque usen dispositivos distintos.',
        content:
          'Era la función más pedida por los usuarios en una encuesta a la comunidad. Doodlecast espera que anime a los clubes de arte y a las clases a usar la app en grupo. Los proyectos colaborativos también se pueden vender como paquetes compartidos, y las ganancias se reparten entre los creadores.',
      },
      {
        headline: 'Las nuevas normas de seguridad en internet podrían encarecer la moderación',
        summary:
          'Las normas propuestas obligarían a las plataformas creativas a revisar más rápido el contenido denunciado y a publicar informes de seguridad con regularidad.',
        content:
          'Doodlecast apoya los objetivos de las normas, pero advirtió que podrían sumar varios millones de Bolts al año en costos. A las plataformas más pequeñas les podría costar todavía más cumplir los requisitos. La propuesta estará abierta a comentarios del público durante tres meses.',
      },
      {
        headline: 'Las acciones de la economía de los creadores se mueven en un rango estrecho',
        summary:
          'Las acciones de plataformas sociales y para creadores apenas se movieron esta semana mientras los inversores esperaban más informes de resultados.',
        content:
          'El volumen de operaciones en el sector de las herramientas para creadores estuvo por debajo de la media. Los analistas dijeron que los inversores están atentos a si el gasto en publicidad se recupera antes de la temporada de fiestas. Las acciones de Doodlecast siguieron muy de cerca al resto del grupo antes de su informe de resultados.',
      },
    ],
  },
};
