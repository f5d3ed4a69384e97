import type { CategoryTranslations } from '../types';

// Spanish content for the energy companies: profiles, leadership and news, keyed by symbol.
export const esEnergy: CategoryTranslations = {
  MGSW: {
    sector: 'Energía',
    industry: 'Energía solar',
    description:
      'Marigold Sunworks diseña paneles solares e instala sistemas solares en tejados y proyectos comunitarios para casas, escuelas y almacenes. También construye grandes granjas solares que venden electricidad a las compañías eléctricas.',
    story:
      'Marigold Sunworks empezó en 2006 en un garaje de Sunvale, donde dos recién graduados en ingeniería fabricaban paneles solares para los cobertizos y graneros de sus vecinos. A medida que bajaba el precio de los paneles, pasaron a instalar sistemas en los tejados de las casas y, después, a construir grandes granjas solares. El gran salto llegó cuando la empresa creó un recubrimiento para paneles que sigue funcionando bien en climas cálidos y polvorientos. Ahora Marigold quiere que cada nueva instalación vaya acompañada de una batería doméstica, para que las familias puedan usar la energía del sol después del atardecer.',
    businessModel:
      'Marigold vende e instala sistemas solares, y también alquila paneles a propietarios que pagan una cuota mensual fija en lugar de comprarlos de golpe. Sus granjas solares ganan dinero vendiendo electricidad con contratos a largo plazo.',
    competitiveAdvantages:
      'Su recubrimiento resistente al polvo produce más electricidad que los paneles normales en zonas soleadas y secas. Una gran red de instaladores le permite terminar los proyectos más rápido que sus competidores más pequeños.',
    keyRisks:
      'Los cambios en las ayudas del gobierno a la energía solar pueden afectar a la demanda muy rápido. Con tipos de interés más altos, a los clientes les sale más caro financiar sus sistemas.',
    leadership: [
      {
        position: 'Directora ejecutiva',
        bio: 'Esperanza cofundó Marigold y dirigió el equipo de investigación que inventó su recubrimiento resistente al polvo. Es directora ejecutiva desde 2015.',
        education: 'Maestría en Ciencia de Materiales, Instituto Tecnológico de Cobaltport',
      },
      {
        position: 'Director financiero',
        bio: 'Kofi consigue la financiación a largo plazo que paga las nuevas granjas solares y el programa de alquiler de paneles.',
        education: 'MBA, Escuela de Administración de Halcyon Ridge',
      },
      {
        position: 'Directora de operaciones',
        bio: 'Svetlana coordina más de 300 equipos de instalación y puso en marcha un programa de seguridad que redujo a la mitad los accidentes en los tejados.',
        education: 'Licenciatura en Ingeniería Civil, Escuela Universitaria Estatal de Sunvale',
      },
      {
        position: 'Director de tecnología',
        bio: 'Tariq dirige la investigación de paneles más ligeros que puedan colocarse en tejados demasiado débiles para los sistemas tradicionales.',
        education: 'Doctorado en Física, Universidad de Lumen Bay',
      },
    ],
    news: [
      {
        headline: 'Marigold Sunworks gana un contrato para dar energía a 120 escuelas',
        summary:
          'Una junta escolar regional eligió a Marigold para instalar paneles solares en los tejados de 120 edificios escolares durante tres años.',
        content:
          'Las escuelas esperan reducir su factura de luz en aproximadamente un tercio cuando los paneles estén funcionando. Marigold también entregará materiales didácticos para que el alumnado pueda seguir cuánta electricidad produce su escuela. El contrato tiene un valor estimado de 310 millones de Bolts.',
      },
      {
        headline: 'La demanda de verano lleva los ingresos de Marigold a un nuevo máximo',
        summary:
          'Los ingresos del tercer trimestre llegaron a 1.150 millones de Bolts, porque muchos propietarios se apresuraron a instalar sus sistemas antes de los picos del verano.',
        content:
          'Las ventas de energía solar suelen subir en primavera y verano, cuando los días soleados hacen que sus ventajas salten a la vista. Los márgenes también mejoraron gracias al menor costo de los componentes de los paneles. Marigold subió su previsión para todo el año.',
      },
      {
        headline: 'Los legisladores debaten recortar las ayudas a la energía solar en los hogares',
        summary:
          'Una propuesta reduciría, a partir de dentro de dos años, las deducciones fiscales para los sistemas solares domésticos.',
        content:
          'Las deducciones fiscales abaratan el costo inicial de los paneles solares para las familias. Si se reducen, algunas familias podrían retrasar la compra. Marigold dice que su programa de alquiler, que no exige un gran pago inicial, podría suavizar el impacto.',
      },
    ],
  },
  NGWP: {
    sector: 'Energía',
    industry: 'Generación eólica',
    description:
      'Northgale Wind Power construye y opera parques eólicos en tierra y en el mar. Sus aerogeneradores llevan electricidad limpia a millones de hogares.',
    story:
      'Northgale fue fundada en 1998 por un grupo de ingenieros convencidos de que los vientos constantes de la costa norte podían abastecer ciudades enteras. Su primer parque eólico tenía apenas doce aerogeneradores en una colina cerca de Windholm. En 25 años, la empresa ha construido más de 60 parques eólicos, entre ellos tres grandes proyectos mar adentro. Ahora Northgale está probando aerogeneradores flotantes que se anclan en aguas profundas, donde el viento es más fuerte y más fiable.',
    businessModel:
      'Northgale vende la electricidad de sus parques eólicos a compañías eléctricas y a grandes empresas con contratos de 15 a 25 años. También cobra por mantener aerogeneradores de otros operadores.',
    competitiveAdvantages:
      'Décadas de datos sobre el viento le ayudan a elegir los mejores lugares y a predecir con precisión cuánta energía producirá. Su experiencia en el mar es poco común y difícil de copiar para los recién llegados.',
    keyRisks:
      'La producción y los ingresos dependen del tiempo, así que las temporadas con poco viento reducen las ventas. Construir parques eólicos en el mar es caro, y los retrasos o los problemas con los equipos pueden disparar los costos.',
    leadership: [
      {
        position: 'Director ejecutivo',
        bio: 'Alistair supervisó la construcción del primer parque eólico marino de Northgale antes de convertirse en director ejecutivo en 2019.',
        education: 'Maestría en Ingeniería Mecánica, Universidad de Stonereach',
      },
      {
        position: 'Directora financiera',
        bio: 'Hanne consigue los contratos a largo plazo y los préstamos bancarios que financian los nuevos parques eólicos.',
        education: 'Maestría en Finanzas, Instituto de Comercio de Northmere',
      },
      {
        position: 'Responsable de proyectos marinos',
        bio: 'Rashid dirige el programa de aerogeneradores flotantes y pasó diez años trabajando en barcos que instalaban cables submarinos.',
        education: 'Licenciatura en Ingeniería Naval, Escuela Universitaria de Westmarch',
      },
    ],
    news: [
      {
        headline: 'Northgale detiene 40 aerogeneradores para revisar sus aspas',
        summary:
          'La empresa paró temporalmente algunos aerogeneradores tras encontrar pequeñas grietas en las aspas de un proveedor.',
        content:
          'Northgale explicó que la parada es una medida de seguridad y que no hubo heridos. Los aerogeneradores afectados son alrededor del 5% de su flota, así que la producción bajará durante varias semanas. El proveedor aceptó pagar las reparaciones, pero las acciones cayeron con la noticia.',
      },
      {
        headline: 'Un verano con poco viento recorta las ganancias de Northgale',
        summary:
          'Con vientos más suaves de lo normal, la producción del tercer trimestre quedó por debajo de los niveles del invierno pasado.',
        content:
          'Los parques eólicos suelen producir más en otoño e invierno, cuando el viento sopla más fuerte. La ganancia neta de 121 millones de Bolts coincidió con lo que la empresa esperaba para esta época del año. Northgale mantuvo su previsión anual, apoyándose en los buenos pronósticos de viento para los próximos meses.',
      },
      {
        headline: 'El primer aerogenerador flotante empieza a enviar electricidad a tierra',
        summary: 'El aerogenerador flotante de prueba de Northgale ya abastece de electricidad a unos 9.000 hogares.',
        content:
          'Los aerogeneradores flotantes se sujetan al fondo del mar con cables en lugar de apoyarse en torres fijas. Eso permite colocarlos en aguas profundas, lejos de la costa, donde el viento es más constante. Si la prueba va bien durante un año completo, Northgale planea un parque eólico flotante más grande.',
      },
    ],
  },
  OHMR: {
    sector: 'Energía',
    industry: 'Almacenamiento de energía',
    description:
      'Ohmridge Batteries fabrica grandes sistemas de baterías que almacenan electricidad para la red eléctrica, además de baterías para el hogar. Sus productos ayudan a que no se corte la luz cuando se pone el sol o deja de soplar el viento.',
    story:
      'Ohmridge fue fundada en 2015 por químicos que querían fabricar baterías con materiales más comunes y baratos. Tras años de trabajo en el laboratorio, crearon una química de batería que evita algunos metales caros y aguanta miles de ciclos de carga. La empresa abrió su primera fábrica en Emberstead en 2020 y desde entonces ha sumado dos más. Ohmridge todavía pierde dinero mientras crece, pero el aumento de las ventas y la reducción de las pérdidas indican que está cada vez más cerca de ser rentable.',
    businessModel:
      'Ohmridge vende sistemas de baterías a gran escala a compañías eléctricas y a dueños de granjas solares, y baterías domésticas a través de instaladores. También cobra cuotas anuales por su software de monitoreo y sus contratos de mantenimiento.',
    competitiveAdvantages:
      'Su química de batería usa materiales más baratos y fáciles de conseguir, lo que reduce los costos y los riesgos de suministro. La larga vida útil de sus productos los hace atractivos para compañías eléctricas que planifican a décadas vista.',
    keyRisks:
      'La empresa todavía no es rentable y está gastando mucho en fábricas nuevas. Sus rivales están bajando precios muy rápido, y cualquier problema de seguridad en una instalación de baterías podría dañar su reputación.',
    leadership: [
      {
        position: 'Director ejecutivo',
        bio: 'Soren es coinventor de la química de batería en la que se basa Ohmridge y dirige la empresa desde su fundación.',
        education: 'Doctorado en Electroquímica, Universidad de Lumen Bay',
      },
      {
        position: 'Directora de fabricación',
        bio: 'Marisol puso en marcha la fábrica de Emberstead y redujo en un 40% el tiempo necesario para fabricar un módulo de batería.',
        education: 'Maestría en Ingeniería Industrial, Instituto Tecnológico de Cobaltport',
      },
      {
        position: 'Director financiero',
        bio: 'Benedikt llegó desde un proveedor de la industria automotriz y su prioridad es llevar a Ohmridge a su primer año con ganancias.',
        education: 'MBA, Escuela Universitaria de Riverlight',
      },
      {
        position: 'Directora de seguridad',
        bio: 'Keiko dirige las pruebas de seguridad contra incendios y trabaja con los cuerpos de bomberos en la formación para las instalaciones de baterías.',
        education: 'Licenciatura en Ingeniería de Protección contra Incendios, Universidad de Stonereach',
      },
    ],
    news: [
      {
        headline: 'Ohmridge reduce su pérdida mientras las ventas de baterías suben un 47%',
        summary:
          'Los ingresos subieron a 884 millones de Bolts y la pérdida del trimestre bajó a 18,6 millones de Bolts.',
        content:
          'Al producir más en sus fábricas, cada batería sale más barata, lo que mejoró los márgenes. La dirección dijo que ahora espera obtener ganancias en algún momento del año que viene. Los inversores lo celebraron y las acciones subieron más de un 4%.',
      },
      {
        headline: 'Una compañía eléctrica encarga baterías de Ohmridge para el pico de consumo de la tarde',
        summary: 'Oakhaven Power & Light instalará baterías de red de Ohmridge en cinco subestaciones.',
        content:
          'Las baterías se cargarán con energía solar al mediodía y la liberarán por la tarde y la noche, cuando el consumo es más alto. Es uno de los pedidos más grandes que ha recibido Ohmridge hasta ahora. Las entregas empezarán a principios del año que viene.',
      },
      {
        headline: 'Una guerra de precios en las baterías de red aprieta a los fabricantes',
        summary:
          'Varios fabricantes de baterías bajaron sus precios este mes, lo que preocupa por unos márgenes más estrechos en todo el sector.',
        content:
          'Los precios más bajos son una buena noticia para las compañías eléctricas y sus clientes, pero a los fabricantes de baterías les cuesta más ganar dinero. Ohmridge asegura que sus materiales más baratos le dan margen para competir. Los analistas advirtieron que el camino de la empresa hacia las ganancias podría alargarse si los precios siguen cayendo.',
      },
    ],
  },
  PLWH: {
    sector: 'Energía',
    industry: 'Hidrógeno verde',
    description:
      'Palewave Hydrogen fabrica electrolizadores, máquinas que separan el agua en hidrógeno y oxígeno usando electricidad renovable. Ese hidrógeno limpio puede mover camiones, barcos y fábricas que son difíciles de hacer funcionar con baterías.',
    story:
      'Palewave fue fundada en 2018 por un equipo de ingenieros químicos que habían trabajado en pilas de combustible para furgonetas de reparto. Creían que el hidrógeno producido con energía eólica y solar podía ayudar a limpiar industrias pesadas como la del acero y la de los fertilizantes. En 2022 la empresa abrió una planta piloto en el puerto de Tidewick, que produce hidrógeno para una flota de camiones portuarios. Palewave está todavía al principio del camino: sus ingresos crecen, pero gasta mucho más de lo que gana mientras demuestra que su tecnología funciona a mayor escala.',
    businessModel:
      'Palewave vende sistemas de electrolizadores a clientes industriales y cobra por su mantenimiento. En sus propias plantas produce hidrógeno y lo vende con contratos de suministro de varios años.',
    competitiveAdvantages:
      'Sus electrolizadores pueden subir y bajar su producción muy rápido, algo ideal para la energía variable de los parques eólicos y las granjas solares. Sus primeras alianzas con operadores portuarios le dan datos de funcionamiento en condiciones reales.',
    keyRisks:
      'El hidrógeno verde todavía es más caro que el que se produce con gas natural, así que la demanda depende de las políticas públicas y de que bajen los costos. La empresa está quemando efectivo y quizá necesite conseguir más dinero, lo que podría diluir la participación de los accionistas actuales.',
    leadership: [
      {
        position: 'Directora ejecutiva',
        bio: 'Ingeborg cofundó Palewave después de pasar una década desarrollando pilas de combustible. Suele hablar de lo importante que es dar plazos honestos cuando se trata de nuevas tecnologías limpias.',
        education: 'Doctorado en Ingeniería Química, Instituto Tecnológico de Cobaltport',
      },
      {
        position: 'Director financiero',
        bio: 'Luka gestiona las reservas de efectivo de la empresa y lleva las conversaciones con los inversores y con los programas de subvenciones del gobierno.',
        education: 'Maestría en Contabilidad y Finanzas, Instituto de Comercio de Northmere',
      },
      {
        position: 'Directora de operaciones',
        bio: 'Zanele dirige la planta piloto de Tidewick y antes gestionaba las operaciones de una gran planta química.',
        education: 'Licenciatura en Ingeniería de Procesos, Escuela Universitaria de Westmarch',
      },
    ],
    news: [
      {
        headline: 'Palewave retrasa nueve meses su segunda planta',
        summary: 'La empresa aplazó la apertura de su segunda planta de hidrógeno porque un equipo clave llegó tarde.',
        content:
          'Palewave explicó que un proveedor de tanques de alta presión no cumplió las fechas de entrega. Por el retraso, la planta empezará a generar ingresos más tarde de lo previsto. Las acciones cayeron más de un 6% ante la preocupación de los inversores por las necesidades de efectivo de la empresa.',
      },
      {
        headline: 'La autoridad portuaria amplía su contrato de hidrógeno',
        summary:
          'La Autoridad Portuaria de Tidewick firmó una prórroga de cinco años para comprar hidrógeno para sus camiones de carga.',
        content:
          'El puerto ya tiene 85 camiones de hidrógeno que mueven contenedores entre los barcos y los almacenes. La prórroga incluye la opción de duplicar el volumen si el puerto suma más camiones. Así Palewave asegura un cliente estable mientras construye plantas más grandes.',
      },
      {
        headline: 'Los ingresos de Palewave crecen, pero las pérdidas continúan',
        summary:
          'Los ingresos del trimestre subieron a 62 millones de Bolts, mientras que la pérdida neta fue de 48,3 millones de Bolts.',
        content:
          'La venta de electrolizadores a dos fabricantes de acero impulsó los ingresos. Los costos siguieron altos porque la empresa contrató ingenieros y preparó su segunda planta. Palewave dice que tiene efectivo suficiente para financiar sus operaciones unos dos años más.',
      },
      {
        headline: 'El gobierno anuncia subvenciones para producir hidrógeno limpio',
        summary:
          'Un nuevo programa de subvenciones ayudará a pagar plantas que produzcan hidrógeno con electricidad renovable.',
        content:
          'Las empresas podrán pedir subvenciones que cubran hasta el 30% del costo de construcción. Palewave dice que solicitará apoyo para su segunda y su tercera planta. Los analistas opinan que el programa mejora las cuentas del hidrógeno verde, aunque las aprobaciones podrían tardar meses.',
      },
    ],
  },
  MTWL: {
    sector: 'Energía',
    industry: 'Energía geotérmica',
    description:
      'Mantlewell Geothermal produce electricidad y calor a partir del agua caliente y el vapor que hay en las profundidades de la tierra. A diferencia de la energía solar y la eólica, sus plantas funcionan día y noche, haga el tiempo que haga.',
    story:
      'Mantlewell empezó en 1987, cuando una pequeña empresa de perforación que buscaba minerales en las colinas volcánicas de Ashmoor encontró agua caliente. En lugar de abandonar el pozo, los fundadores construyeron encima una pequeña central eléctrica. Con los años, la empresa sumó plantas por toda la región y empezó a suministrar agua caliente para calentar viviendas e invernaderos. Hoy Mantlewell está probando nuevos métodos de perforación que podrían llevar la energía geotérmica a lugares sin volcanes cerca.',
    businessModel:
      'Mantlewell vende electricidad a compañías eléctricas con contratos a largo plazo y vende calor directamente a pueblos e invernaderos. Como sus plantas funcionan sin parar, sus ingresos son estables de una estación a otra.',
    competitiveAdvantages:
      'Tiene los derechos sobre algunas de las mejores fuentes de calor subterráneo de la región. Las plantas geotérmicas producen electricidad las 24 horas, algo que las compañías eléctricas valoran mucho.',
    keyRisks:
      'Perforar pozos nuevos es caro, y algunos resultan menos productivos de lo esperado. Mientras los nuevos métodos de perforación no demuestren que funcionan, solo puede crecer en zonas con las condiciones subterráneas adecuadas.',
    leadership: [
      {
        position: 'Director ejecutivo',
        bio: 'Ruairi empezó como geólogo de campo en Mantlewell y es director ejecutivo desde 2020. Impulsa las alianzas con las comunidades que viven cerca de sus plantas.',
        education: 'Maestría en Geología, Universidad de Ashmoor',
      },
      {
        position: 'Directora de tecnología',
        bio: 'Valentina dirige el programa que prueba pozos profundos de circuito cerrado capaces de funcionar lejos de las zonas volcánicas.',
        education: 'Doctorado en Ingeniería Petrolera y Geotérmica, Universidad de Stonereach',
      },
      {
        position: 'Director financiero',
        bio: 'Anand gestiona los contratos de electricidad a largo plazo de la empresa y su política de dividendos.',
        education: 'MBA, Escuela de Administración de Halcyon Ridge',
      },
    ],
    news: [
      {
        headline: 'Un pozo de prueba de Mantlewell alcanza una profundidad récord',
        summary:
          'Un pozo de prueba de circuito cerrado llegó a 6 kilómetros de profundidad, donde la roca supera los 200 grados Celsius.',
        content:
          'Los pozos de circuito cerrado hacen circular un líquido por tuberías selladas, así que no necesitan depósitos naturales de agua caliente. Si el diseño funciona a gran escala, se podrían construir plantas geotérmicas en muchos más lugares. Mantlewell pasará el próximo año midiendo cuánto calor aporta el pozo.',
      },
      {
        headline: 'Mantlewell cierra otro trimestre estable',
        summary: 'La ganancia neta de 38,4 millones de Bolts casi no cambió respecto al trimestre anterior.',
        content:
          'Las plantas geotérmicas funcionan casi a plena capacidad todo el año, así que los resultados rara vez cambian mucho. La empresa mantuvo igual su dividendo trimestral. Los analistas describen la acción como una inversión tranquila, pensada para recibir ingresos.',
      },
      {
        headline: 'Una cooperativa de invernaderos se pasa al calor geotérmico',
        summary:
          'Una cooperativa de 30 productores de hortalizas calentará sus invernaderos con agua caliente de Mantlewell.',
        content:
          'Ahora los productores queman gas para mantener calientes los invernaderos en invierno. Pasarse al calor geotérmico debería reducir tanto sus costos como sus emisiones. Mantlewell construirá una nueva tubería hasta la zona de invernaderos la próxima primavera.',
      },
    ],
  },
  NMBG: {
    sector: 'Energía',
    industry: 'Software de gestión de redes eléctricas',
    description:
      'Nimbusgrid Systems crea software que ayuda a las compañías eléctricas a equilibrar en tiempo real la electricidad que se produce y la que se consume. Sus herramientas coordinan paneles solares, baterías y termostatos inteligentes en ciudades enteras.',
    story:
      'Nimbusgrid nació en 2012 de la mano de un equipo de ingenieros de software y expertos en sistemas eléctricos que vieron que los viejos controles de la red no estaban pensados para millones de paneles solares en los tejados. Su primer producto predecía cuánta energía solar produciría un barrio cada hora. Después, la empresa añadió herramientas para controlar baterías y trasladar el consumo a las horas más baratas del día. Hoy Nimbusgrid gestiona «centrales eléctricas virtuales» que conectan miles de aparatos domésticos para que funcionen como una sola gran central.',
    businessModel:
      'Las compañías eléctricas pagan a Nimbusgrid suscripciones anuales a su software según el tamaño de su red. También se lleva una parte del ahorro cuando sus centrales virtuales evitan tener que encender generadores de respaldo caros.',
    competitiveAdvantages:
      'Sus modelos de predicción se han entrenado con más de diez años de datos de la red. Cuando una compañía eléctrica organiza su trabajo en torno al software de Nimbusgrid, cambiar de proveedor es difícil y arriesgado.',
    keyRisks:
      'Las compañías eléctricas se mueven despacio, así que cerrar una venta puede llevar años. Un ciberataque contra cualquier empresa de software para redes eléctricas podría traer normas más estrictas y compras más lentas.',
    leadership: [
      {
        position: 'Directora ejecutiva',
        bio: 'Olamide trabajó como operadora de la red eléctrica antes de cofundar Nimbusgrid. Todavía pasa un día cada trimestre en la sala de control de una compañía eléctrica.',
        education: 'Maestría en Sistemas de Energía Eléctrica, Instituto Tecnológico de Cobaltport',
      },
      {
        position: 'Director de tecnología',
        bio: 'Emeka diseñó el motor de predicción de la empresa y dirige un equipo de científicos de datos.',
        education: 'Doctorado en Aprendizaje Automático, Universidad de Lumen Bay',
      },
      {
        position: 'Directora de seguridad de la información',
        bio: 'Paloma protege los sistemas de los clientes contra ciberataques y organiza simulacros periódicos con las compañías eléctricas asociadas.',
        education: 'Licenciatura en Ciberseguridad, Politécnico de Quillhaven',
      },
      {
        position: 'Director financiero',
        bio: 'Grant ayudó a la empresa a pasar de vender licencias de software de un solo pago a cobrar suscripciones anuales estables.',
        education: 'MBA, Escuela Universitaria de Riverlight',
      },
    ],
    news: [
      {
        headline: 'La central eléctrica virtual de Nimbusgrid ayuda a evitar apagones en plena ola de calor',
        summary:
          'Durante una ola de calor récord, Nimbusgrid coordinó 80.000 aparatos domésticos para aliviar la presión sobre la red.',
        content:
          'Los termostatos inteligentes enfriaron las casas por la mañana y las baterías domésticas liberaron energía a última hora de la tarde. La compañía eléctrica explicó que el efecto fue como sumar una central mediana durante unas horas. Los hogares que participaron recibieron descuentos en su factura por ayudar.',
      },
      {
        headline: 'Nimbusgrid lanza una herramienta de predicción para compañías eléctricas pequeñas',
        summary:
          'Una versión más barata de su software de predicción solar está pensada para las compañías eléctricas de pueblos y zonas rurales.',
        content:
          'Las compañías eléctricas pequeñas muchas veces no tienen personal suficiente para crear sus propios sistemas de predicción. El nuevo producto se puede poner en marcha en semanas en vez de meses. Nimbusgrid espera que le abra la puerta a un gran grupo de clientes nuevos.',
      },
      {
        headline: 'Proponen nuevas normas de ciberseguridad para el software de la red eléctrica',
        summary:
          'Los reguladores de energía propusieron pruebas de seguridad más exigentes para el software que controla las redes eléctricas.',
        content:
          'Las normas exigirían auditorías independientes y avisos más rápidos de los incidentes de seguridad. Nimbusgrid dice que ya cumple la mayoría de los requisitos propuestos. Algunos analistas creen que las compañías eléctricas frenarán sus compras nuevas hasta que las normas sean definitivas.',
      },
    ],
  },
  PTLM: {
    sector: 'Energía',
    industry: 'Redes de carga para vehículos eléctricos',
    description:
      'Pathlume Charging gestiona una red de cargadores rápidos para vehículos eléctricos en carreteras y estacionamientos de las ciudades. Los conductores encuentran los cargadores y pagan con la app de Pathlume.',
    story:
      'Pathlume fue fundada en 2016 por un antiguo gerente de una flota de reparto, cansado de lo difícil que era encontrar cargadores que funcionaran para sus furgonetas eléctricas. La empresa empezó instalando cargadores en restaurantes de carretera, donde los conductores podían comer algo mientras cargaban el vehículo. Hoy tiene más de 9.000 puntos de carga rápida y es conocida por mantener sus cargadores en buen estado. Pathlume todavía no es rentable, pero cada estación nueva gana más a medida que aumenta el número de autos eléctricos en la calle.',
    businessModel:
      'Los conductores pagan por cada kilovatio hora de electricidad, o una membresía mensual para tener tarifas más bajas. Pathlume también cobra a los negocios donde instala sus cargadores y a los operadores de flotas que reservan tiempo de carga.',
    competitiveAdvantages:
      'Sus cargadores fallan menos que los de muchos rivales gracias a la vigilancia a distancia y a sus rápidos equipos de reparación. Sus alianzas con restaurantes de carretera le dan lugares bien situados y con servicios que gustan a los conductores.',
    keyRisks:
      'Construir estaciones es caro, y los ingresos dependen de lo rápido que la gente se pase a los autos eléctricos. Las subidas bruscas del precio de la electricidad pueden comerse los márgenes si Pathlume no puede subir rápido sus tarifas de carga.',
    leadership: [
      {
        position: 'Director ejecutivo',
        bio: 'Callum gestionaba una flota de 500 furgonetas de reparto antes de fundar Pathlume. Prueba personalmente las estaciones nuevas en largos viajes por carretera.',
        education: 'Licenciatura en Gestión Logística, Universidad de Glimmerfield',
      },
      {
        position: 'Directora de operaciones',
        bio: 'Annika creó la red de reparación que mantiene funcionando en todo momento casi todos los cargadores de Pathlume.',
        education: 'Licenciatura en Ingeniería Eléctrica, Universidad de Stonereach',
      },
      {
        position: 'Director financiero',
        bio: 'Dev sigue de cerca lo rápido que cada estación recupera lo que costó construirla y decide dónde construir la siguiente.',
        education: 'MBA, Instituto de Comercio de Northmere',
      },
      {
        position: 'Directora de experiencia del cliente',
        bio: 'Yara dirige el equipo de la app de Pathlume y puso en marcha las reservas de cargadores para los fines de semana largos con más tráfico.',
        education: 'Licenciatura en Psicología, Universidad de Fernmouth',
      },
    ],
    news: [
      {
        headline: 'Pathlume abre su centro de carga número 100 en carretera',
        summary:
          'El nuevo centro, cerca de Halcyon Ridge, tiene 24 cargadores rápidos, una cafetería y una zona de juegos cubierta.',
        content:
          'Los centros de carretera permiten a quienes hacen viajes largos cargar en unos 20 minutos. Pathlume dice que sus centros reciben más visitas cada mes a medida que crecen las ventas de autos eléctricos. La empresa planea abrir 40 centros más el año que viene.',
      },
      {
        headline: 'La subida del precio de la electricidad aprieta los márgenes de la carga',
        summary:
          'Los precios mayoristas de la electricidad se dispararon durante una ola de frío, lo que encareció los costos de Pathlume en muchas estaciones.',
        content:
          'Pathlume compra electricidad a la red y se la revende a los conductores. Cuando los precios mayoristas suben de golpe, gana menos con cada carga hasta que puede ajustar sus tarifas. La empresa está instalando baterías en las estaciones más concurridas para guardar electricidad barata por adelantado.',
      },
      {
        headline: 'Pathlume reduce su pérdida mientras crecen las sesiones de carga',
        summary:
          'Los ingresos crecieron hasta 146 millones de Bolts y la pérdida del trimestre bajó a 19,3 millones de Bolts.',
        content:
          'Las sesiones de carga subieron un 31% frente al año anterior, y las estaciones más antiguas ya cubren sus costos de funcionamiento. El fuerte gasto en nuevos centros sigue manteniendo a la empresa en números rojos. La dirección espera alcanzar el punto de equilibrio en unos dos años.',
      },
    ],
  },
  OKPL: {
    sector: 'Servicios públicos',
    industry: 'Compañías eléctricas',
    description:
      'Oakhaven Power & Light es una compañía eléctrica regulada que lleva electricidad a unos seis millones de hogares y negocios. Poco a poco está sustituyendo sus viejas centrales de carbón y gas por energía eólica, solar y almacenamiento en baterías.',
    story:
      'Oakhaven Power & Light se creó en 1953 para llevar electricidad fiable a los pueblos de la región de Oakhaven, que crecían muy rápido. Durante décadas dependió sobre todo de centrales de carbón y más tarde sumó el gas natural. En 2018 anunció un plan para cerrar todas sus centrales de carbón antes de 2032 y formar a sus trabajadores para empleos en energías renovables. Hoy alrededor del 45% de su electricidad procede de fuentes limpias, y está invirtiendo miles de millones en nuevas líneas eléctricas para conectar más parques eólicos y granjas solares.',
    businessModel:
      'Como compañía eléctrica regulada, Oakhaven cobra a sus clientes tarifas aprobadas por una comisión estatal, que le permiten obtener un rendimiento fijado sobre las centrales y las líneas que construye. Con esas ganancias previsibles paga un dividendo estable a sus accionistas.',
    competitiveAdvantages:
      'Es la única empresa autorizada para distribuir electricidad en su zona de servicio, lo que le da una demanda estable. Los reguladores suelen permitirle recuperar lo que gasta en las mejoras necesarias de la red.',
    keyRisks:
      'Las subidas de tarifas necesitan la aprobación del regulador, que puede retrasarlas o recortarlas. Cerrar centrales viejas y construir nuevas cuesta miles de millones, y las tormentas extremas pueden dañar los equipos y aumentar los costos.',
    leadership: [
      {
        position: 'Directora ejecutiva',
        bio: 'Margaret encabezó el plan para cerrar las centrales de carbón de Oakhaven y es directora ejecutiva desde 2020. Antes dirigía las operaciones de la red de la empresa.',
        education: 'Maestría en Ingeniería Eléctrica de Potencia, Universidad de Stonereach',
      },
      {
        position: 'Director financiero',
        bio: 'Howard gestiona el gran presupuesto de obras de la compañía y la relación con los inversores que compran sus bonos.',
        education: 'MBA, Escuela de Administración de Halcyon Ridge',
      },
      {
        position: 'Vicepresidenta sénior de Transición a la Energía Limpia',
        bio: 'Lorena supervisa los nuevos proyectos eólicos, solares y de baterías, y un programa que recapacita a los trabajadores de las centrales de carbón.',
        education: 'Maestría en Política Energética, Universidad de Lumen Bay',
      },
      {
        position: 'Director de atención al cliente',
        bio: 'Patrick dirige programas que ayudan a las familias a pagar menos luz con mejoras energéticas en sus casas.',
        education: 'Licenciatura en Comunicación, Escuela Universitaria Estatal de Sunvale',
      },
    ],
    news: [
      {
        headline: 'Oakhaven cierra otra central de carbón con dos años de adelanto',
        summary:
          'La central de carbón de Ridgeford cerró antes de lo previsto y la sustituyen una granja solar y una instalación de baterías.',
        content:
          'La mayoría de los 210 trabajadores de la central pasaron a nuevos puestos en la compañía después de formarse. Oakhaven dice que el cambio reduce el gasto en combustible y las emisiones. A la empresa solo le quedan dos centrales de carbón.',
      },
      {
        headline: 'Los reguladores aprueban una subida de tarifas menor de la pedida',
        summary:
          'La comisión estatal autorizó una subida de tarifas del 3,1%, por debajo del 4,5% que había pedido Oakhaven.',
        content:
          'Las compañías eléctricas piden subir sus tarifas para pagar equipos nuevos, y los reguladores deciden cuánto es justo para los clientes. Una subida menor frenará un poco el crecimiento de las ganancias que Oakhaven esperaba para el año que viene. La empresa dijo que seguirá adelante con sus principales proyectos de red.',
      },
      {
        headline: 'Un verano caluroso dispara las ventas de electricidad de Oakhaven',
        summary: 'El uso del aire acondicionado elevó la ganancia neta del tercer trimestre a 684 millones de Bolts.',
        content:
          'Las compañías eléctricas suelen ganar más en los veranos calurosos y en los inviernos fríos, cuando los hogares consumen más electricidad. Oakhaven también mantuvo los costos bajo control a pesar del fuerte gasto en obras. La empresa confirmó su dividendo del trimestre.',
      },
      {
        headline: 'Oakhaven presenta su plan de inversión en la red para diez años',
        summary:
          'La compañía prevé invertir unos 38.000 millones de Bolts en líneas eléctricas, subestaciones y almacenamiento durante la próxima década.',
        content:
          'El plan se centra en conectar nuevos parques eólicos y granjas solares y en hacer que la red resista mejor las tormentas. La inversión se repartirá en el tiempo y los reguladores la revisarán cada año. Los inversores dijeron que el plan está en gran medida en línea con lo que esperaban.',
      },
    ],
  },
};
