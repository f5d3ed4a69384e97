import type { CategoryTranslations } from '../types';

// Spanish content for the automotive companies: profiles, leadership and news, keyed by symbol.
export const esAutomotive: CategoryTranslations = {
  VRDG: {
    sector: 'Consumo discrecional',
    industry: 'Fabricantes de automóviles',
    description:
      'Verdigo fabrica autos eléctricos, desde el compacto Sprig hasta el Canopy, un SUV de siete plazas, y tiene su propia red de estaciones de carga rápida.',
    story:
      'Verdigo nació en 2009, cuando un grupo de ingenieros de Ironvale convirtió una vieja furgoneta de reparto en un vehículo a batería como proyecto de fin de semana. Su primer auto, un pequeño biplaza, vendió apenas unos miles de unidades, pero demostró que un eléctrico podía ser divertido de conducir. En la década siguiente, Verdigo levantó tres grandes fábricas y una red de carga con más de 12.000 cargadores rápidos. Su próxima gran meta es un auto para quienes conducen por primera vez que cueste más o menos lo mismo que uno parecido de gasolina.',
    businessModel:
      'Verdigo gana la mayor parte de su dinero vendiendo autos, pero también cobra por la carga, por las mejoras de software que los dueños pueden comprar después y por los créditos de emisiones que vende a otros fabricantes. Como vende por internet y en sus propias tiendas, se queda con el margen que de otro modo iría a los concesionarios.',
    competitiveAdvantages:
      'Sus motores eficientes y su software propio les dan a los autos Verdigo mucha autonomía para el tamaño de su batería. Su red de carga es muy cómoda para los dueños y a la competencia le costaría muchísimo construir una desde cero.',
    keyRisks:
      'Muchos fabricantes tradicionales están lanzando modelos eléctricos, lo que presiona los precios a la baja. Construir y operar fábricas es caro, y la empresa necesita un suministro constante de materiales para baterías como el litio y el níquel.',
    leadership: [
      {
        position: 'Directora ejecutiva',
        bio: 'Ingeniera de baterías y una de las fundadoras que armaron aquella furgoneta los fines de semana. Dirige Verdigo desde 2014 y todavía prueba en persona cada modelo nuevo.',
        education: 'Doctorado en Ingeniería Eléctrica, Instituto Tecnológico de Ironvale',
      },
      {
        position: 'Directora financiera',
        bio: 'Llegó a Verdigo en 2016 y consiguió el dinero para construir la segunda y la tercera fábrica. Antes trabajaba en la financiación de obras de infraestructura.',
        education: 'MBA, Escuela de Administración de Torrent City',
      },
      {
        position: 'Director de tecnología',
        bio: 'Dirige los equipos de ingeniería de motores y de baterías. Su diseño de motor es una de las grandes razones por las que los autos Verdigo llegan tan lejos con una sola carga.',
        education: 'Maestría en Ingeniería Mecánica, Universidad de Cedar Reach',
      },
      {
        position: 'Responsable de fabricación',
        bio: 'Está al frente de las tres fábricas de Verdigo y, desde 2020, redujo casi en un tercio el tiempo que lleva fabricar un auto.',
        education: 'Licenciatura en Ingeniería de Producción, Politécnico de Emberton',
      },
      {
        position: 'Directora de software',
        bio: 'Supervisa el software de los autos y las actualizaciones inalámbricas que añaden funciones a vehículos que ya están en la calle.',
        education: 'Licenciatura en Informática, Universidad de Halcyon Point',
      },
    ],
    news: [
      {
        headline: 'Verdigo presenta el «Sprig Lite», su auto eléctrico más barato hasta ahora',
        summary:
          'El nuevo compacto tendrá un precio pensado para competir de tú a tú con los pequeños autos de gasolina y saldrá a la venta la próxima primavera.',
        content:
          'El Sprig Lite lleva una batería más pequeña y económica, pero aun así ofrece unos 320 kilómetros de autonomía. Verdigo explica que unas piezas interiores más sencillas y una nueva línea de montaje le permitieron bajar los costos. Los analistas creen que un precio más bajo podría atraer a muchos más compradores, incluidos jóvenes que compran su primer auto.',
      },
      {
        headline: 'Verdigo logra un tercer trimestre récord con 248.000 autos entregados',
        summary: 'Los ingresos llegaron a 14.200 millones de Bolts y la ganancia neta subió a 822 millones de Bolts.',
        content:
          'Las entregas crecieron alrededor de un 5% frente al segundo trimestre, impulsadas por la fuerte demanda del SUV Canopy. La ganancia por cada auto mejoró porque las baterías salen más baratas. La empresa mantuvo su objetivo de entregar cerca de un millón de autos este año.',
      },
      {
        headline: 'Verdigo corrige un fallo en los faros con una revisión por software',
        summary:
          'Unos 90.000 autos recibirán una actualización inalámbrica después de que las autoridades detectaran un problema con la atenuación de los faros.',
        content:
          'En algunos autos, las luces largas automáticas no se atenuaban lo bastante rápido cuando venía un vehículo de frente. Como la solución es una actualización de software, los dueños no tendrán que ir al taller. Se espera que la revisión cueste poco, pero suma dudas sobre el cuidado con el que Verdigo prueba sus nuevas funciones.',
      },
      {
        headline: 'Verdigo abre sus cargadores rápidos a autos de otras marcas',
        summary:
          'A partir del mes que viene, los conductores de cualquier auto eléctrico podrán usar cerca de la mitad de las estaciones de carga rápida de Verdigo.',
        content:
          'Quienes no tengan un Verdigo pagarán más por kilovatio que los dueños de la marca. La medida podría aumentar los ingresos por carga, aunque también podría llenar más las estaciones para los clientes de Verdigo. Por ahora, los analistas consideran que el efecto en las finanzas será pequeño.',
      },
    ],
  },
  ZPWL: {
    sector: 'Consumo discrecional',
    industry: 'Bicicletas y patinetes eléctricos',
    description:
      'Zippwell fabrica bicicletas eléctricas y patinetes eléctricos para quienes van al trabajo o a clase, y gestiona flotas de patinetes compartidos en 60 ciudades.',
    story:
      'Zippwell empezó en 2017, cuando dos compañeros de cuarto de la universidad en Larkspur Bay armaron un patinete eléctrico con piezas sueltas para llegar a las clases de primera hora en un campus lleno de cuestas. Su servicio de patinetes compartidos se extendió enseguida a otras ciudades universitarias. En 2021 la empresa empezó a vender sus propias bicicletas eléctricas, que hoy aportan más de la mitad de sus ingresos. Zippwell todavía no ha ganado dinero, pero está recortando gastos y quiere llegar al punto de equilibrio a finales de 2027.',
    businessModel:
      'Zippwell vende bicicletas y patinetes por internet y en tiendas de bicicletas, y cobra por minuto a quienes usan sus flotas compartidas. Además vende baterías de repuesto, reparaciones y una suscripción de protección contra robos.',
    competitiveAdvantages:
      'Sus baterías intercambiables permiten cambiar la batería de un patinete en segundos, sin tener que llevárselo a cargar, lo que abarata la operación. Los datos de millones de viajes ayudan a Zippwell a colocar los patinetes justo donde más se necesitan.',
    keyRisks:
      'La empresa sigue perdiendo dinero y quizá necesite conseguir más fondos, lo que podría reducir la parte de la empresa que tienen los accionistas actuales. Las ciudades pueden cambiar las reglas de los patinetes compartidos en cualquier momento, y las ventas caen mucho en los meses fríos y lluviosos.',
    leadership: [
      {
        position: 'Director ejecutivo',
        bio: 'Cofundó Zippwell cuando estudiaba ingeniería y construyó el primer prototipo de patinete en un taller del campus. Todavía va al trabajo cada día en una bicicleta eléctrica Zippwell.',
        education: 'Licenciatura en Ingeniería Mecánica, Universidad de Larkspur Bay',
      },
      {
        position: 'Directora financiera',
        bio: 'Se incorporó en 2023 para liderar el plan que debe llevar a la empresa al punto de equilibrio. Antes gestionaba las finanzas de una empresa regional de autobuses.',
        education: 'Maestría en Finanzas, Escuela de Administración de Torrent City',
      },
      {
        position: 'Director de producto',
        bio: 'Es el otro cofundador de Zippwell y diseñó el sistema de baterías intercambiables. Dirige el diseño de cada nueva bicicleta y cada nuevo patinete.',
        education: 'Licenciatura en Diseño de Producto, Universidad de Larkspur Bay',
      },
      {
        position: 'Responsable de alianzas con ciudades',
        bio: 'Trabaja con los gobiernos municipales para conseguir permisos de patinetes compartidos y planificar zonas de estacionamiento seguras.',
        education: 'Maestría en Administración Pública, Universidad de Halcyon Point',
      },
    ],
    news: [
      {
        headline: 'Zippwell amplía su pérdida en el tercer trimestre por las rebajas de precio',
        summary:
          'La empresa perdió 36 millones de Bolts en el tercer trimestre, frente a una pérdida de 12 millones de Bolts en el segundo.',
        content:
          'Zippwell bajó los precios de sus bicicletas eléctricas durante el verano para competir con rivales más baratos, y eso redujo lo que gana con cada bicicleta vendida. Los ingresos también bajaron respecto al pico de la primavera. La empresa asegura que sigue esperando llegar al punto de equilibrio a finales de 2027, aunque algunos analistas dudan de ese plazo.',
      },
      {
        headline: 'Zippwell consigue un permiso de cinco años para patinetes compartidos en Cedar Reach',
        summary:
          'Cedar Reach eligió a Zippwell como una de las dos únicas empresas autorizadas para ofrecer patinetes compartidos en la ciudad.',
        content:
          'Los permisos largos dan a estas empresas más seguridad para invertir en patinetes y puntos de carga. Zippwell se comprometió a crear 200 nuevas zonas de estacionamiento y un programa de préstamo de cascos. Cedar Reach es una de las ciudades más grandes en las que opera la empresa.',
      },
      {
        headline: 'Zippwell lanza «Zipfold», una bicicleta eléctrica plegable para estudiantes',
        summary:
          'La ligera Zipfold se dobla por la mitad para caber debajo de un escritorio o en el portaequipajes del tren.',
        content:
          'Con unos 15 kilogramos, la Zipfold es la bicicleta eléctrica más ligera que ha hecho Zippwell. Cuesta menos que los demás modelos de la marca para atraer a estudiantes y a quienes se mueven por la ciudad. Las primeras reservas por internet superaron lo que la empresa esperaba.',
      },
    ],
  },
  WRNF: {
    sector: 'Industria',
    industry: 'Camiones pesados',
    description:
      'Wrenfield fabrica camiones pesados, furgonetas de reparto y autobuses escolares, y está lanzando versiones eléctricas a batería y de hidrógeno de sus modelos más vendidos.',
    story:
      'Wrenfield fue fundada en 1952 por una familia de herreros de Redkettle que empezó a construir camiones madereros muy resistentes para los campamentos forestales de la zona. Sus camiones se hicieron famosos por llegar al millón de kilómetros con un mantenimiento normal. Hoy Wrenfield vende camiones en más de 40 países y gana buena parte de sus beneficios con repuestos y servicio técnico. Este año entregó su furgoneta eléctrica de reparto número 10.000 y está probando camiones de hidrógeno para largas distancias.',
    businessModel:
      'Wrenfield vende camiones a empresas de transporte, flotas de reparto y distritos escolares, sobre todo a través de concesionarios independientes. Después de cada venta sigue ganando dinero durante años con repuestos, contratos de mantenimiento, financiación y suscripciones a su software de seguimiento de flotas.',
    competitiveAdvantages:
      'Su fama de camiones duraderos y una red de servicio con más de 2.000 concesionarios mantienen fieles a los clientes con flotas. El negocio de repuestos y servicio es estable y rentable incluso cuando se venden menos camiones nuevos.',
    keyRisks:
      'La venta de camiones es cíclica: cuando la economía se frena, las empresas de transporte retrasan la compra de camiones nuevos. Desarrollar camiones eléctricos y de hidrógeno es caro, y unas normas de emisiones más estrictas podrían exigir todavía más inversión.',
    leadership: [
      {
        position: 'Directora ejecutiva',
        bio: 'Ingeniera con 25 años en Wrenfield, donde empezó en la pista de pruebas de motores. Llegó a directora ejecutiva en 2020 y puso en marcha el programa de furgonetas eléctricas.',
        education: 'Maestría en Ingeniería Mecánica, Instituto Tecnológico de Redkettle',
      },
      {
        position: 'Director financiero',
        bio: 'Supervisa tanto el área de financiación de camiones de Wrenfield como los presupuestos de la empresa. Es conocido por prepararse con tiempo para las épocas malas.',
        education: 'Licenciatura en Economía, Universidad de Oakmoor',
      },
      {
        position: 'Ingeniera jefa de sistemas de propulsión alternativos',
        bio: 'Dirige los equipos que desarrollan los camiones eléctricos y de hidrógeno de Wrenfield. Tiene más de 30 patentes sobre la refrigeración de pilas de combustible.',
        education: 'Doctorado en Ingeniería Química, Politécnico de Emberton',
      },
      {
        position: 'Presidente de Repuestos y Servicio',
        bio: 'Está al frente de los almacenes de repuestos y de la red de servicio de los concesionarios, la división más rentable de Wrenfield.',
        education: 'MBA, Escuela de Administración de Torrent City',
      },
    ],
    news: [
      {
        headline: 'Wrenfield firma un acuerdo para suministrar 1.200 autobuses escolares eléctricos',
        summary:
          'Un grupo de distritos escolares de la zona de Oakmoor cambiará sus autobuses diésel por modelos eléctricos de Wrenfield en un plazo de tres años.',
        content:
          'Los distritos dicen que los autobuses eléctricos reducirán el gasto en combustible y mantenimiento, además del humo cerca de las escuelas. El acuerdo incluye equipos de carga y un contrato de servicio de diez años. Es el pedido de autobuses eléctricos más grande que ha recibido Wrenfield hasta ahora.',
      },
      {
        headline:
          'Las ventas de Wrenfield bajan un poco en el tercer trimestre por el enfriamiento del transporte de carga',
        summary:
          'Los ingresos bajaron a 8.920 millones de Bolts desde los 9.140 millones del segundo trimestre, pero la ganancia se mantuvo sólida.',
        content:
          'Algunas empresas de transporte esperan a que aumenten los envíos antes de pedir camiones nuevos. Los ingresos por repuestos y servicio crecieron un 4%, lo que ayudó a compensar la caída en la venta de camiones. La dirección espera un comportamiento parecido durante el resto del año.',
      },
      {
        headline: 'Una huelga en un proveedor detiene una línea de montaje de Wrenfield',
        summary:
          'Una huelga en la empresa que fabrica los ejes de sus camiones paró la producción en una de las ocho líneas de montaje de Wrenfield.',
        content:
          'Wrenfield dice que tiene ejes guardados para mantener las demás líneas funcionando unas tres semanas. Si la huelga dura más, podrían retrasarse las entregas de algunos camiones pesados. La empresa está buscando proveedores de respaldo.',
      },
    ],
  },
  WYFN: {
    sector: 'Industria',
    industry: 'Vehículos autónomos',
    description:
      'Wayfinch fabrica lanzaderas eléctricas autónomas que recorren rutas fijas en aeropuertos, campus universitarios, parques temáticos y centros urbanos.',
    story:
      'Wayfinch fue fundada en 2019 por investigadores de robótica convencidos de que los vehículos autónomos triunfarían primero en rutas cortas y previsibles, no en autopistas abiertas. Su primera lanzadera llevaba a estudiantes por el campus universitario de Halcyon Point a unos prudentes 20 km/h. Hoy la empresa opera rutas en 14 ciudades, y en la mayoría todavía viaja a bordo un operador de seguridad. Wayfinch invierte muchísimo en investigación y espera seguir perdiendo dinero unos años más mientras demuestra que sus lanzaderas pueden circular de forma segura sin personal.',
    businessModel:
      'Wayfinch vende contratos de «lanzadera como servicio»: ciudades, aeropuertos y campus pagan una cuota mensual por cada lanzadera, y Wayfinch pone los vehículos, el software, el mantenimiento y la vigilancia a distancia. Los contratos de varios años le dan ingresos previsibles a medida que crece su flota.',
    competitiveAdvantages:
      'Centrarse en rutas fijas simplifica la conducción y permite a Wayfinch cartografiar cada ruta con muchísimo detalle. Lleva más de 9 millones de viajes de pasajeros sin ningún herido grave, algo que le ayuda a obtener el visto bueno de las autoridades.',
    keyRisks:
      'La empresa pierde más de 100 millones de Bolts cada trimestre y depende del dinero que le aportan los inversores. Un solo accidente podría hacer que las autoridades suspendan sus rutas, y las normas de seguridad para vehículos sin conductor todavía se están escribiendo.',
    leadership: [
      {
        position: 'Directora ejecutiva',
        bio: 'Exprofesora de robótica que cofundó Wayfinch con dos de sus estudiantes de posgrado. Defiende que las rutas aburridas y previsibles son el lugar más seguro para empezar.',
        education: 'Doctorado en Robótica, Universidad de Halcyon Point',
      },
      {
        position: 'Director de tecnología',
        bio: 'Cofundador que dirige el equipo encargado del software de cámaras y sensores de la lanzadera.',
        education: 'Doctorado en Visión Artificial, Universidad de Halcyon Point',
      },
      {
        position: 'Directora de seguridad',
        bio: 'Antes diseñaba sistemas de seguridad para trenes de pasajeros. Ninguna ruta nueva se abre al público sin su aprobación.',
        education: 'Maestría en Ingeniería de Seguridad de Sistemas, Instituto Tecnológico de Ironvale',
      },
      {
        position: 'Director financiero',
        bio: 'Gestiona las reservas de efectivo de Wayfinch y la búsqueda de fondos entre inversores. Llegó en 2022 desde una firma de capital de riesgo.',
        education: 'MBA, Universidad de Cedar Reach',
      },
    ],
    news: [
      {
        headline: 'Wayfinch recibe permiso para operar lanzaderas sin personal en el aeropuerto de Emberton',
        summary:
          'Por primera vez, las lanzaderas de Wayfinch llevarán pasajeros entre terminales sin ningún operador de seguridad a bordo.',
        content:
          'Las autoridades aprobaron el plan después de revisar más de un año de datos de seguridad de la ruta del aeropuerto. Circular sin operador abarata mucho cada lanzadera, algo clave para que Wayfinch llegue algún día a ganar dinero. Las acciones se dispararon con la noticia.',
      },
      {
        headline: 'Los ingresos de Wayfinch suben casi un 19% en el tercer trimestre, pero sigue en pérdidas',
        summary: 'Los ingresos subieron a 96 millones de Bolts, mientras que la empresa perdió 128 millones de Bolts.',
        content:
          'Los nuevos contratos con dos universidades sumaron ingresos, y la pérdida del trimestre fue algo menor que la del segundo. Aun así, Wayfinch gasta en investigación mucho más de lo que ingresa. Tiene unos 3.800 millones de Bolts en efectivo, que según la empresa le alcanzarán para varios años.',
      },
      {
        headline: 'Wayfinch suspende una ruta céntrica tras rozar un bordillo',
        summary: 'Una lanzadera golpeó un bordillo al esquivar un carrito de reparto en Torrent City; no hubo heridos.',
        content:
          'Wayfinch suspendió la ruta para hacer una revisión de seguridad, como exigen sus normas tras cualquier choque. Los investigadores concluyeron que la lanzadera reaccionó bien, pero calculó mal el ancho de la curva. La empresa actualizará su software antes de reanudar la ruta.',
      },
    ],
  },
  XYLT: {
    sector: 'Consumo discrecional',
    industry: 'Autopartes y baterías',
    description:
      'Xyloton fabrica paquetes de baterías para vehículos eléctricos, además de motores eléctricos, piezas de carga y servicios de reciclaje de baterías para fabricantes de todo el mundo.',
    story:
      'Xyloton empezó en 2001 como un pequeño laboratorio en Emberton que hacía baterías recargables para herramientas eléctricas y portátiles. Cuando los autos eléctricos empezaron a despegar, rediseñó sus celdas para hacerlas más grandes y seguras, y en 2012 firmó su primer contrato con un fabricante de autos. Hoy Xyloton suministra baterías a más de una docena de marcas de vehículos. Su planta más nueva recicla baterías de autos ya gastadas y recupera litio, cobalto y níquel para fabricar celdas nuevas.',
    businessModel:
      'Xyloton vende paquetes de baterías y piezas a los fabricantes de autos con contratos de suministro de varios años, lo que hace que sus ingresos sean bastante previsibles. También cobra por reciclar baterías viejas y por licenciar su software de gestión de baterías.',
    competitiveAdvantages:
      'Sus enormes fábricas le permiten producir cada batería más barata que sus rivales más pequeños, y su buen historial de seguridad le ha valido contratos largos con los fabricantes. El reciclaje le da su propio suministro de metales valiosos.',
    keyRisks:
      'Unos pocos fabricantes grandes concentran la mayor parte de sus ventas, así que perder un solo contrato le haría daño. Los precios del litio y de otros metales pueden cambiar bruscamente, y las nuevas químicas de batería de la competencia podrían dejar atrás sus productos.',
    leadership: [
      {
        position: 'Directora ejecutiva',
        bio: 'Entró en Xyloton en 2003 como química de laboratorio y ayudó a diseñar su primera celda de batería para autos. Es directora ejecutiva desde 2018.',
        education: 'Doctorado en Ciencia de Materiales, Politécnico de Emberton',
      },
      {
        position: 'Director financiero',
        bio: 'Negocia los contratos de compra de metales a largo plazo que protegen a Xyloton de las subidas repentinas de precio.',
        education: 'Maestría en Contabilidad, Universidad de Oakmoor',
      },
      {
        position: 'Responsable de tecnología',
        bio: 'Dirige la investigación de las baterías de estado sólido de próxima generación, que podrían cargarse más rápido y almacenar más energía.',
        education: 'Doctorado en Electroquímica, Instituto Tecnológico de Ironvale',
      },
      {
        position: 'Responsable de reciclaje',
        bio: 'Convirtió una pequeña planta piloto en la planta de reciclaje de baterías de Xyloton. Antes trabajaba en la limpieza de antiguas zonas mineras.',
        education: 'Maestría en Química Ambiental, Universidad de Cedar Reach',
      },
    ],
    news: [
      {
        headline: 'La planta de reciclaje de Xyloton llega a su capacidad máxima',
        summary: 'La planta ya puede procesar las baterías de unos 150.000 vehículos al año.',
        content:
          'Los metales recuperados cubren alrededor del 12% de los materiales que Xyloton necesita para fabricar celdas nuevas. Cuando los precios están altos, usar metales reciclados puede salir más barato que comprarlos recién extraídos de la mina. La empresa planea construir una segunda planta antes de 2028.',
      },
      {
        headline: 'Xyloton suministrará las baterías de los camiones eléctricos de Wrenfield',
        summary:
          'Un nuevo acuerdo de ocho años convierte a Xyloton en el principal proveedor de baterías de las furgonetas de reparto y los autobuses eléctricos de Wrenfield.',
        content:
          'Las baterías de un camión son mucho más grandes que las de un auto, así que cada vehículo significa más ventas para Xyloton. El acuerdo también reduce su dependencia de los fabricantes de autos de pasajeros. La producción para este contrato empezará el año que viene en su fábrica de Emberton.',
      },
      {
        headline: 'La ganancia de Xyloton sube un 7% en el tercer trimestre gracias a la fuerte demanda de baterías',
        summary: 'La ganancia neta llegó a 462 millones de Bolts, con unos ingresos de 5.310 millones de Bolts.',
        content:
          'El aumento se debe a más pedidos de los fabricantes de SUV eléctricos. Los márgenes mejoraron un poco porque la fábrica más nueva de la empresa ya funciona cerca de su máxima velocidad. Xyloton subió su previsión para todo el año.',
      },
      {
        headline: 'Sube el precio del litio y encarece la fabricación de baterías',
        summary:
          'El precio del litio subió alrededor de un 18% este mes después de que una gran mina informara problemas de producción.',
        content:
          'El litio es uno de los ingredientes principales de las baterías de los vehículos eléctricos. Xyloton explicó que compra la mayor parte de su suministro a precio fijo, pero el resto le costará más. Si los precios siguen altos, los fabricantes de baterías podrían intentar trasladar ese costo a los fabricantes de autos.',
      },
    ],
  },
  YDHP: {
    sector: 'Industria',
    industry: 'Autos compartidos y alquiler',
    description:
      'Yardhop permite a sus socios alquilar por horas o por días, desde una app, autos estacionados en su propio barrio, con combustible o carga, seguro y estacionamiento incluidos.',
    story:
      'Yardhop nació en 2012 en Cedar Reach, donde estacionar era tan caro que muchos vecinos vendían su auto, aunque lo seguían necesitando para las escapadas de fin de semana. Los fundadores empezaron con 40 autos compactos estacionados en patios de edificios de viviendas, y de ahí salió el nombre («yard» significa patio). Hoy Yardhop tiene unos 38.000 vehículos en 70 ciudades, y casi la mitad de su flota es eléctrica. Tras años de pérdidas, la empresa empezó hace poco a obtener pequeñas ganancias y se concentra en que sus autos estén en uso más horas al día.',
    businessModel:
      'Los socios pagan una cuota mensual o anual y, además, una tarifa por hora o por día cada vez que conducen. Como Yardhop es dueña de sus autos o los alquila a largo plazo, su ganancia depende de que cada auto esté alquilado el mayor número de horas posible, y las cuentas de empresas que comparten autos entre sus empleados suman ingresos extra.',
    competitiveAdvantages:
      'A la competencia le cuesta mucho conseguir plazas de estacionamiento reservadas en barrios concurridos. Su propia app y la apertura sin llave hacen que alquilar lleve menos de un minuto, y los datos de millones de viajes muestran dónde hacen más falta los autos.',
    keyRisks:
      'Sus márgenes son muy pequeños, así que si suben los costos de reparación o de seguros, o bajan los alquileres, podría volver rápido a las pérdidas. Los servicios de viajes con conductor y las empresas de alquiler tradicionales compiten por los mismos clientes.',
    leadership: [
      {
        position: 'Director ejecutivo',
        bio: 'Antes dirigía el servicio de autobuses de la ciudad de Cedar Reach. Llegó a director ejecutivo de Yardhop en 2019 y encabezó su camino hacia la rentabilidad.',
        education: 'Maestría en Planificación Urbana, Universidad de Cedar Reach',
      },
      {
        position: 'Directora financiera',
        bio: 'Gestiona la financiación de la flota de Yardhop y el paso a alquilar más autos eléctricos a largo plazo. Antes trabajaba en una empresa de arrendamiento de equipos.',
        education: 'Licenciatura en Finanzas, Universidad de Larkspur Bay',
      },
      {
        position: 'Director de tecnología',
        bio: 'Creó el sistema de apertura sin llave que permite a los socios abrir los autos con el teléfono. Dirige los equipos de la app y de datos.',
        education: 'Licenciatura en Ingeniería Informática, Universidad de Halcyon Point',
      },
    ],
    news: [
      {
        headline: 'Torrent City propone cobrar por las plazas de estacionamiento de autos compartidos',
        summary:
          'Una nueva propuesta municipal cobraría a las empresas de autos compartidos una tarifa anual por cada plaza reservada en la calle.',
        content:
          'Yardhop tiene unos 2.400 autos estacionados en las calles de Torrent City, así que la tarifa podría sumarle millones de Bolts en costos cada año. La empresa sostiene que cada auto compartido sustituye a varios autos particulares y libera estacionamiento. El concejo municipal votará la propuesta el mes que viene.',
      },
      {
        headline: 'Yardhop suma su segundo trimestre seguido con ganancias',
        summary:
          'La empresa de autos compartidos ganó 12 millones de Bolts en el tercer trimestre, con unos ingresos de 482 millones de Bolts.',
        content:
          'Los viajes de verano mantuvieron más autos alquilados durante más tiempo. Yardhop también subió un poco su precio medio por hora sin perder socios. Los inversores ven en estas ganancias constantes una señal de que el modelo de negocio funciona.',
      },
      {
        headline: 'Yardhop incorpora 5.000 autos eléctricos a su flota',
        summary:
          'Los nuevos autos sustituirán a modelos de gasolina más antiguos en 12 ciudades durante los próximos seis meses.',
        content:
          'Los autos eléctricos suelen costar menos de usar y de mantener, pero su alquiler a largo plazo es más caro al principio. Yardhop también está instalando cargadores en muchas de sus plazas. La empresa dice que el cambio no debería afectar a su previsión de ganancias para el año.',
      },
    ],
  },
  VLQY: {
    sector: 'Consumo discrecional',
    industry: 'Automovilismo y autos deportivos',
    description:
      'Veloquay tiene equipos de carreras en campeonatos eléctricos y de resistencia, fabrica series limitadas de autos deportivos de calle y vende productos del equipo y experiencias en simuladores de carreras.',
    story:
      'Veloquay fue fundada en 1963 por un mecánico de carreras que construyó su primer auto de competición en un cobertizo para barcas del muelle de Torrent City. El equipo ganó su primer campeonato de resistencia en 1978 y se hizo famoso por sus autos de color verde azulado brillante. Hoy las carreras son la gran vitrina de la empresa: los trofeos y la cobertura en televisión ayudan a vender sus autos de calle, sus productos y las entradas a sus centros de simuladores. Hace poco el equipo se pasó a un campeonato totalmente eléctrico y está usando lo que aprende allí para diseñar su primer deportivo eléctrico.',
    businessModel:
      'Veloquay gana dinero vendiendo unos pocos miles de deportivos de edición limitada al año, con patrocinios y premios de las carreras, con sus productos oficiales y cediendo su nombre a videojuegos y juguetes. Las ventas son más fuertes en el segundo y el tercer trimestre, en plena temporada de carreras.',
    competitiveAdvantages:
      'Seis décadas de historia en las carreras le dan a la marca Veloquay unos fans muy fieles, lo que le permite cobrar precios altos. La tecnología que desarrolla en la pista, como materiales ligeros y sistemas de refrigeración, se aprovecha después en sus autos de calle.',
    keyRisks:
      'Los resultados en la pista son impredecibles, y una mala temporada puede enfriar el entusiasmo de los fans y el interés de los patrocinadores. La venta de autos caros suele caer cuando la economía se debilita, y competir cuesta muchísimo dinero.',
    leadership: [
      {
        position: 'Director ejecutivo',
        bio: 'Exingeniero de carreras que diseñó la aerodinámica de dos autos campeones. Es director ejecutivo desde 2021.',
        education: 'Maestría en Ingeniería Aeroespacial, Universidad de Torrent City',
      },
      {
        position: 'Jefa de equipo',
        bio: 'Expiloto de carreras de resistencia que ahora dirige los equipos de competición de Veloquay. También entrena a los jóvenes de la academia de pilotos de la empresa.',
        education: 'Licenciatura en Ingeniería Mecánica, Universidad de Oakmoor',
      },
      {
        position: 'Director financiero',
        bio: 'Mantiene bajo control el presupuesto de las carreras mientras financia el proyecto del deportivo eléctrico.',
        education: 'MBA, Escuela de Negocios de Ironvale',
      },
      {
        position: 'Directora de marketing',
        bio: 'Hizo crecer la comunidad de fans de Veloquay en internet hasta los 25 millones de seguidores y puso en marcha sus centros de simuladores de carreras.',
        education: 'Licenciatura en Estudios de Medios, Universidad de Halcyon Point',
      },
    ],
    news: [
      {
        headline: 'Veloquay gana el campeonato eléctrico de resistencia en la última carrera',
        summary:
          'El auto n.º 7 de Veloquay, de color verde azulado, se aseguró el título en la última carrera de la temporada.',
        content:
          'Es el primer campeonato del equipo desde que se pasó a las carreras eléctricas. Las victorias suelen disparar la venta de productos oficiales y ayudan a atraer patrocinadores para la temporada siguiente. Las acciones de Veloquay subieron mientras los fans inundaban su tienda en línea.',
      },
      {
        headline: 'Las ventas de Veloquay bajan en el tercer trimestre tras el pico del verano',
        summary:
          'Los ingresos de 742 millones de Bolts quedaron un poco por debajo del segundo trimestre, como es habitual en la temporada de carreras.',
        content:
          'En el tercer trimestre se entregaron menos autos de calle porque uno de los modelos se estaba actualizando. Las ventas de productos y de los centros de simuladores se mantuvieron estables. La ganancia neta fue de 88 millones de Bolts.',
      },
      {
        headline: 'Veloquay presenta el Tidewing, su primer deportivo eléctrico',
        summary: 'Solo se fabricarán 1.500 unidades del Tidewing, y las entregas empezarán en 2027.',
        content:
          'El Tidewing usa un sistema de refrigeración de baterías que se probó primero en los autos de carreras de Veloquay. La empresa dice que ya ha recibido depósitos por más de 1.000 autos. Las series limitadas ayudan a mantener alta la demanda y los precios en la gama más alta.',
      },
      {
        headline: 'El campeonato anuncia límites de gasto más estrictos',
        summary:
          'A partir de la próxima temporada, nuevas reglas limitarán cuánto puede gastar cada equipo en desarrollar sus autos.',
        content:
          'Los límites buscan que la competición sea más justa entre los equipos ricos y los más pequeños. Veloquay, uno de los que más gastan, podría tener que recortar parte de su programa de carreras. Algunos analistas creen que gastar menos podría mejorar sus ganancias con el tiempo.',
      },
    ],
  },
  UMBR: {
    sector: 'Consumo discrecional',
    industry: 'Restauración y servicios de automóviles',
    description:
      'Umberline restaura autos clásicos de las décadas de 1950 a 1980, fabrica repuestos difíciles de encontrar y convierte algunos clásicos a motor eléctrico.',
    story:
      'Umberline empezó en 1978 en un viejo granero de Oakmoor, donde su fundador, Harold Umber, reconstruía descapotables oxidados los fines de semana con ayuda de sus vecinos. En la década de 1990, coleccionistas de todo el país ya le enviaban sus autos. Hoy la empresa tiene nueve talleres y una academia de aprendices que forma a jóvenes mecánicos en soldadura, tapicería y puesta a punto de motores. Su negocio que más rápido crece es convertir autos clásicos a motor eléctrico sin cambiar su aspecto original.',
    businessModel:
      'Umberline cobra a sus clientes por restauraciones que pueden durar meses y costar cientos de miles de Bolts, y vende por internet repuestos reproducidos para aficionados. Las conversiones eléctricas y los planes de mantenimiento anual hacen que los clientes vuelvan.',
    competitiveAdvantages:
      'Oficios como dar forma al metal o ajustar motores antiguos tardan años en aprenderse, y su academia de aprendices le asegura un flujo constante de trabajadores formados. Además, tiene las herramientas y los moldes para reproducir miles de piezas que ya no se fabrican.',
    keyRisks:
      'Muchos clientes son coleccionistas adinerados que gastan menos cuando caen los mercados financieros. Es difícil encontrar trabajadores cualificados, y unos pocos proyectos muy grandes pueden hacer que los resultados trimestrales suban y bajen bastante.',
    leadership: [
      {
        position: 'Directora ejecutiva',
        bio: 'Entró en Umberline en 1996 como aprendiz de tapicera y fue ascendiendo por todos los puestos del taller. Es directora ejecutiva desde 2017.',
        education: 'Título técnico en Tecnología Automotriz, Colegio Comunitario de Oakmoor',
      },
      {
        position: 'Director financiero',
        bio: 'Introdujo paquetes de restauración a precio cerrado que hicieron más previsibles los ingresos de Umberline.',
        education: 'Maestría en Contabilidad, Universidad de Redkettle',
      },
      {
        position: 'Responsable de conversiones eléctricas',
        bio: 'Ingeniera eléctrica que diseñó los kits de motor eléctrico de Umberline, que se atornillan a los autos clásicos sin modificaciones importantes.',
        education: 'Licenciatura en Ingeniería Eléctrica, Instituto Tecnológico de Ironvale',
      },
    ],
    news: [
      {
        headline: 'Unas normas propuestas podrían frenar la conversión eléctrica de autos antiguos',
        summary:
          'Las autoridades de transporte quieren que cada auto clásico convertido pase una nueva inspección de seguridad, más cara.',
        content:
          'La inspección adicional podría sumar miles de Bolts al costo de cada conversión. Umberline dice que apoya los controles de seguridad, pero espera que las normas se simplifiquen. Las conversiones eléctricas son su negocio de más rápido crecimiento, así que los inversores siguen el tema de cerca.',
      },
      {
        headline: 'La academia de aprendices de Umberline duplica sus plazas',
        summary: 'La academia formará a 120 nuevos aprendices el año que viene, frente a los 60 actuales.',
        content:
          'Los aprendices cobran un sueldo mientras aprenden y muchas veces se quedan como restauradores a tiempo completo. Con más personal, Umberline podrá aceptar más proyectos y acortar su lista de espera, que ahora ronda los 14 meses. La empresa también se está asociando con escuelas secundarias de la zona para ofrecer talleres de introducción.',
      },
      {
        headline: 'Umberline presenta resultados estables en el tercer trimestre',
        summary: 'La ganancia neta de 11,2 millones de Bolts fue algo mayor que la del trimestre anterior.',
        content:
          'Los ingresos subieron a 121 millones de Bolts gracias a la entrega de tres grandes proyectos de restauración. La venta de repuestos se mantuvo sin cambios. La dirección dijo que tiene la cartera de pedidos llena hasta la segunda mitad del año que viene.',
      },
    ],
  },
};
