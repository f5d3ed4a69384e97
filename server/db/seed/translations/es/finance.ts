import type { CategoryTranslations } from '../types';

// Spanish content for the finance companies: profiles, leadership and news, keyed by symbol.
export const esFinance: CategoryTranslations = {
  IVYS: {
    sector: 'Servicios financieros',
    industry: 'Banca digital de ahorro',
    description:
      'Ivyleaf Savings es un banco de ahorro pensado para el móvil y creado para estudiantes y personas que cobran su primer sueldo. Sus cuentas pagan intereses incluso con saldos pequeños y ayudan a los jóvenes a fijarse metas de ahorro, como un primer auto o los libros de la universidad.',
    story:
      'Ivyleaf empezó en 2014, cuando dos exdocentes se dieron cuenta de que la mayoría de sus estudiantes nunca había abierto una cuenta de ahorro. Lanzaron una app sencilla con la que los adolescentes podían redondear su dinero de bolsillo y guardarlo en «frascos» de ahorro, con una madre o un padre como cotitular de la cuenta. Después de conseguir una licencia bancaria regional, la empresa superó los cuatro millones de clientes. Hoy Ivyleaf está sumando lecciones guiadas sobre intereses, impuestos y el primer sueldo, con la idea de ser la cuenta que la gente conserve desde los 14 hasta los 40 años.',
    businessModel:
      'Ivyleaf obtiene la mayor parte de sus ingresos de la diferencia entre los intereses que gana prestando e invirtiendo los depósitos y los intereses que les paga a los ahorradores. Una parte más pequeña viene de las comisiones que pagan los comercios cuando se usan sus tarjetas de débito.',
    competitiveAdvantages:
      'Escuelas y familias confían en su marca, y quienes abren una cuenta en la adolescencia suelen quedarse muchos años. La app es barata de mantener porque no hay sucursales físicas.',
    keyRisks:
      'Si bajan los tipos de interés, se reduce la diferencia entre lo que Ivyleaf gana y lo que paga. Bancos más grandes están lanzando sus propias cuentas para estudiantes con enormes presupuestos de publicidad.',
    leadership: [
      {
        position: 'Directora ejecutiva',
        bio: 'Amara cofundó Ivyleaf después de ocho años dando clases de economía en secundaria. Todavía visita un aula cada mes para probar con los estudiantes las nuevas funciones de la app.',
        education: 'Licenciatura en Economía, Universidad de Lumen Bay',
      },
      {
        position: 'Director financiero',
        bio: 'Tobias pasó una década gestionando los balances de cajas de ahorro regionales antes de unirse a Ivyleaf en 2019.',
        education: 'Maestría en Finanzas, Instituto de Comercio de Northmere',
      },
      {
        position: 'Directora de producto',
        bio: 'Priya diseñó la función de los frascos de ahorro y dirige un equipo dedicado a que las lecciones sobre dinero sean divertidas y claras.',
        education: 'Licenciatura en Interacción Persona-Computadora, Politécnico de Quillhaven',
      },
      {
        position: 'Director de riesgos',
        bio: 'Marcus supervisa la prevención del fraude y se asegura de que el banco tenga siempre suficiente efectivo para atender los retiros.',
        education: 'Título en Derecho (J.D.), Facultad de Derecho de Port Verdance',
      },
    ],
    news: [
      {
        headline: 'Ivyleaf Savings supera los cuatro millones de cuentas de estudiantes',
        summary:
          'El banco digital de ahorro dijo que las altas de la vuelta a clases lo llevaron por primera vez a más de cuatro millones de clientes.',
        content:
          'Ivyleaf tuvo el agosto más movido de su historia, con muchas cuentas abiertas al mismo tiempo que se compraban los útiles escolares. Los directivos lo atribuyen a una alianza con distritos escolares que enseña en clase una breve unidad sobre el ahorro. Los analistas señalaron que más depósitos le dan al banco más dinero para prestar, lo que puede aumentar sus ganancias futuras.',
      },
      {
        headline: 'La ganancia trimestral de Ivyleaf sube un 6% gracias al aumento de los depósitos',
        summary:
          'La ganancia neta subió a 49,5 millones de Bolts en el tercer trimestre, impulsada por el crecimiento constante de los depósitos.',
        content:
          'Los ingresos aumentaron a 318 millones de Bolts, y el banco dijo que su cliente promedio guarda ahora más dinero que hace un año. El equipo financiero advirtió que los ingresos por intereses podrían crecer más despacio si los tipos bajan el año que viene. A los inversores les gustaron los resultados, pero preguntaron por el aumento del gasto en publicidad.',
      },
      {
        headline: 'Los reguladores revisan las reglas de las cuentas bancarias para adolescentes',
        summary:
          'Los reguladores bancarios abrieron una consulta pública sobre cómo comprueban las apps la edad de los clientes jóvenes y el permiso de sus tutores.',
        content:
          'La revisión afecta a todos los bancos que ofrecen cuentas a menores de 18 años, no solo a Ivyleaf. La empresa dice que ya exige que una madre, un padre o un tutor firme como cotitular, y que le parecen bien unas reglas más claras. Cualquier requisito nuevo podría sumar trámites y encarecer un poco la captación de clientes.',
      },
    ],
  },
  JTPY: {
    sector: 'Servicios financieros',
    industry: 'Pagos digitales',
    description:
      'Jetpath Pay gestiona una app de pagos y un servicio de cobro en línea que permiten dividir cuentas, pagar a amigos y comprar en tiendas en línea. También ofrece a los pequeños negocios un lector de tarjetas que funciona con el teléfono.',
    story:
      'Jetpath empezó en 2011 como un equipo diminuto que buscaba una forma de que los compañeros de piso de la universidad se repartieran el alquiler sin complicadas hojas de cálculo. La app se extendió rápido por los campus, y pronto las pequeñas cafeterías preguntaron si también podían cobrar con ella. Jetpath añadió un lector de tarjetas de bolsillo y un botón de pago en línea, y convirtió una herramienta entre amigos en una red de pagos completa. Su próximo capítulo es ayudar a pequeñas tiendas de otros países a aceptar pagos digitales por primera vez.',
    businessModel:
      'Jetpath cobra a los comercios un pequeño porcentaje de cada compra que se paga con su botón de pago y sus lectores de tarjetas. Las transferencias entre personas son gratis, y así atrae a usuarios que después compran en tiendas que usan Jetpath.',
    competitiveAdvantages:
      'Sus más de 60 millones de usuarios activos crean un efecto red: cuanta más gente usa la app, más tiendas quieren aceptarla. Sus modelos de detección de fraude aprenden de miles de millones de transacciones.',
    keyRisks:
      'Las comisiones por pago están bajo presión por la competencia y por nuevas normas que limitan lo que se puede cobrar a los comercios. Una caída grave del servicio o una filtración de datos podría dañar la confianza muy rápido.',
    leadership: [
      {
        position: 'Director ejecutivo',
        bio: 'Desmond escribió junto a otros la primera versión de la app de Jetpath en un cuarto de la residencia universitaria y es director ejecutivo desde 2017, tras dirigir la ingeniería durante seis años.',
        education: 'Licenciatura en Informática, Universidad de Stonereach',
      },
      {
        position: 'Directora financiera',
        bio: 'Yuki llegó desde una empresa mundial de transporte marítimo, donde dirigía las operaciones de tesorería en doce monedas.',
        education: 'MBA, Escuela de Administración de Halcyon Ridge',
      },
      {
        position: 'Responsable de tecnología',
        bio: 'Oluwaseun está al frente de los sistemas que procesan miles de pagos por segundo y defiende a fondo las pruebas de fiabilidad.',
        education: 'Maestría en Ingeniería de Sistemas Distribuidos, Instituto Tecnológico de Cobaltport',
      },
    ],
    news: [
      {
        headline: 'Jetpath Pay sufre una caída de dos horas en su servicio de cobro',
        summary:
          'Una actualización de software hizo fallar los pagos en línea durante unas dos horas el martes por la noche, hasta que los ingenieros la revirtieron.',
        content:
          'Las tiendas que usan el botón de pago de Jetpath vieron pedidos fallidos en una de las horas de más compras de la semana. La empresa pidió disculpas y aseguró que no se perdió ni dinero ni datos de los clientes. Planea devolver las comisiones de procesamiento a los comercios afectados, lo que recortará un poco el próximo trimestre.',
      },
      {
        headline: 'Jetpath se une al transporte regional para pagar el viaje con un toque',
        summary:
          'Los viajeros de tres ciudades podrán pagar pronto el autobús y el tranvía acercando la app de Jetpath.',
        content:
          'La alianza con la Autoridad Regional de Transporte de Tidewick empieza con una prueba piloto en 40 líneas de autobús. Jetpath gana una pequeña comisión por cada viaje, pero el premio de verdad es que la gente use la app todos los días. Los responsables del transporte dicen que el cambio podría acortar las filas en las máquinas expendedoras.',
      },
      {
        headline: 'Jetpath supera las previsiones de ingresos, pero bajan sus comisiones',
        summary:
          'Los ingresos del tercer trimestre llegaron a 2.140 millones de Bolts, por encima de lo esperado, aunque la comisión media por compra bajó un poco.',
        content:
          'El volumen total de pagos creció un 14% frente al año anterior porque más tiendas adoptaron el lector de tarjetas. Sin embargo, los grandes comercios negociaron tarifas más bajas, así que Jetpath se quedó con una parte algo menor de cada compra. La dirección dijo que el crecimiento entre los pequeños negocios debería ayudar a compensarlo.',
      },
    ],
  },
  KHIN: {
    sector: 'Servicios financieros',
    industry: 'Seguros de bienes y accidentes',
    description:
      'Keystone Harbor Insurance protege casas, autos y pequeños negocios frente a accidentes, robos y tormentas. Es una de las aseguradoras más antiguas de las provincias costeras.',
    story:
      'Keystone Harbor fue fundada en 1958 por un grupo de familias de pescadores que juntaron dinero para reponer los barcos que perdían en las tormentas. Con las décadas se convirtió en una aseguradora completa que cubre casas, autos y negocios familiares a lo largo de la costa. En la década de 2010 empezó a usar datos meteorológicos e imágenes de satélite para calcular el riesgo con más precisión. Su objetivo actual es ayudar a los clientes a evitar los daños desde el principio, con descuentos por instalar contraventanas para tormentas y sensores de fugas de agua.',
    businessModel:
      'Los clientes pagan primas periódicas, y Keystone Harbor paga los siniestros cuando algo sale mal. Mientras tanto, invierte las primas que guarda hasta pagar los siniestros y gana intereses con ellas.',
    competitiveAdvantages:
      'Sesenta años de datos locales sobre siniestros le permiten calcular el precio de los riesgos en la costa mejor que los recién llegados. Una red de agentes independientes en pueblos pequeños le da clientes fieles.',
    keyRisks:
      'Una temporada con varias tormentas fuertes puede traer enormes reclamaciones en poco tiempo y borrar las ganancias. El aumento del costo de las reparaciones puede hacer menos rentables las pólizas ya vendidas.',
    leadership: [
      {
        position: 'Directora ejecutiva',
        bio: 'Harriet empezó como perita de seguros visitando casas dañadas por tormentas y fue ascendiendo durante 25 años. Es directora ejecutiva desde 2021.',
        education: 'Licenciatura en Matemáticas, Escuela Universitaria de Westmarch',
      },
      {
        position: 'Actuario jefe',
        bio: 'Rafael dirige el equipo que usa la estadística para predecir cuántos siniestros tendrá la empresa cada año.',
        education: 'Maestría en Ciencias Actuariales, Universidad de Dunmere Crossing',
      },
      {
        position: 'Directora financiera',
        bio: 'Ingrid gestiona la cartera de inversiones de la aseguradora y sus reservas para los siniestros futuros.',
        education: 'MBA, Instituto de Comercio de Northmere',
      },
      {
        position: 'Director de siniestros',
        bio: 'Kwame creó una herramienta móvil con la que los clientes suben fotos y resuelven muchos siniestros pequeños en un solo día.',
        education: 'Licenciatura en Administración de Empresas, Universidad de Fernmouth',
      },
    ],
    news: [
      {
        headline: 'La ganancia de Keystone Harbor sube al disminuir las reclamaciones por tormentas',
        summary:
          'La ganancia neta llegó a 291 millones de Bolts en el tercer trimestre, una fuerte recuperación tras la pérdida del invierno pasado causada por las tormentas.',
        content:
          'Una temporada de tormentas más tranquila trajo menos reclamaciones, y las subidas de precio aprobadas a principios de año aumentaron los ingresos por primas. La empresa también ganó más con sus inversiones en bonos. Los directivos advirtieron que una sola mala temporada de tormentas puede cambiar el panorama muy rápido.',
      },
      {
        headline: 'La aseguradora lanza un descuento por instalar sensores de fugas en casa',
        summary:
          'Los propietarios que instalen sensores de fugas de agua homologados pueden ahorrar ahora hasta un 8% en su póliza de Keystone Harbor.',
        content:
          'Las tuberías con fugas están entre los siniestros más comunes del seguro de hogar. Al detectar las fugas a tiempo, Keystone Harbor espera pagar menos y tener clientes más contentos. Los sensores se venden en ferreterías asociadas.',
      },
      {
        headline: 'Los meteorólogos prevén una temporada de tormentas más intensa de lo normal',
        summary:
          'Las agencias meteorológicas esperan este otoño más tormentas costeras de lo habitual, un riesgo para las aseguradoras con muchos clientes junto al mar.',
        content:
          'Keystone Harbor tiene buena parte de sus pólizas en pueblos costeros, así que una temporada movida podría aumentar los siniestros. La empresa contrata reaseguros, que son seguros para las aseguradoras, para limitar sus mayores pérdidas posibles. Algunos inversores vendieron acciones por precaución.',
      },
    ],
  },
  LRKB: {
    sector: 'Servicios financieros',
    industry: 'Banca comercial',
    description:
      'Larkspur National Bank es un gran banco que ofrece cuentas corrientes, hipotecas, préstamos a empresas y gestión de patrimonios en todo el país. Atiende a millones de familias y a cientos de miles de negocios.',
    story:
      'Larkspur abrió en 1952 como una única sucursal que prestaba dinero a los agricultores del valle de Sunvale. Gracias a un crecimiento prudente y a algunas fusiones, se convirtió en uno de los bancos más grandes del país, con más de 1.800 sucursales. En la última década ha pasado muchos servicios a internet y ha mantenido las sucursales como centros de asesoramiento. Ahora Larkspur quiere liderar los préstamos verdes, financiando viviendas eficientes y pequeños negocios que reducen su factura de energía.',
    businessModel:
      'Larkspur recibe depósitos y presta ese dinero a familias y empresas a un interés más alto, y se queda con la diferencia. También cobra comisiones por la gestión de patrimonios, los servicios de tarjetas y por ayudar a las empresas a conseguir financiación.',
    competitiveAdvantages:
      'Su enorme base de depósitos de bajo costo le permite prestar barato, y su tamaño reparte el gasto en tecnología entre muchísimos clientes. Décadas de relación lo convierten en el banco de referencia para muchas empresas.',
    keyRisks:
      'Si la economía se debilita, más clientes podrían dejar de pagar sus préstamos. Como es un banco grande, está sometido a una regulación estricta y debe mantener capital extra, lo que puede limitar su rentabilidad.',
    leadership: [
      {
        position: 'Director ejecutivo',
        bio: 'Gregory ha pasado toda su carrera de 30 años en Larkspur, donde empezó como cajero de sucursal. Es conocido por su liderazgo tranquilo y prudente.',
        education: 'MBA, Escuela de Administración de Halcyon Ridge',
      },
      {
        position: 'Directora financiera',
        bio: 'Fatima supervisa el capital y la liquidez del banco y antes dirigía su división de préstamos a empresas.',
        education: 'Maestría en Economía, Universidad de Stonereach',
      },
      {
        position: 'Responsable de banca para particulares',
        bio: 'Beatriz encabezó la transformación de las sucursales en centros de asesoramiento y lanzó talleres gratuitos sobre dinero para jóvenes.',
        education: 'Licenciatura en Finanzas, Escuela Universitaria Estatal de Sunvale',
      },
      {
        position: 'Director de riesgos',
        bio: 'Henrik dirige las pruebas de resistencia que comprueban si el banco podría sobrevivir a una recesión grave.',
        education: 'Doctorado en Estadística, Instituto Tecnológico de Cobaltport',
      },
      {
        position: 'Responsable de sostenibilidad',
        bio: 'Chen creó el programa de préstamos verdes, que ya ha financiado más de 200.000 viviendas eficientes.',
        education: 'Maestría en Economía Ambiental, Universidad de Lumen Bay',
      },
    ],
    news: [
      {
        headline: 'Larkspur supera con holgura su prueba de resistencia anual',
        summary:
          'Los reguladores confirmaron que Larkspur tiene capital suficiente para seguir prestando incluso en una recesión grave simulada.',
        content:
          'Cada año, los grandes bancos deben demostrar que sobrevivirían a una crisis económica imaginaria, con caída del precio de la vivienda y aumento del desempleo. El capital de Larkspur se mantuvo muy por encima del mínimo exigido. Gracias a este resultado, el banco puede seguir pagando dividendos a sus accionistas.',
      },
      {
        headline: 'Larkspur aparta más dinero para posibles préstamos impagados',
        summary:
          'El banco aumentó en 180 millones de Bolts su reserva para préstamos incobrables, por la menor actividad empresarial en algunas regiones.',
        content:
          'Una reserva para pérdidas por préstamos es dinero que el banco guarda por si algunos clientes no pueden devolver lo que deben. Larkspur dice que la mayoría de los clientes paga a tiempo, pero quiere un colchón más grande. La medida reduce la ganancia que declara ahora, pero protege al banco si las cosas empeoran.',
      },
      {
        headline: 'Las ganancias de Larkspur se mantienen estables gracias a la solidez de los depósitos',
        summary:
          'La ganancia neta trimestral de 1.450 millones de Bolts quedó cerca de las estimaciones de los analistas.',
        content:
          'Los ingresos por intereses subieron un poco y las comisiones por gestión de patrimonios crecieron de forma moderada. Las cuentas corrientes nuevas abiertas por menores de 25 años aumentaron por cuarto trimestre seguido. Las acciones apenas se movieron tras el informe.',
      },
    ],
  },
  KITF: {
    sector: 'Servicios financieros',
    industry: 'Plataformas de microinversión',
    description:
      'Kitefund es una app que permite invertir cantidades pequeñas, desde 1 Bolt, en fondos diversificados. Se centra en la inversión a largo plazo y, por el camino, enseña a sus usuarios qué es el riesgo.',
    story:
      'Kitefund fue fundada en 2019 por una exgestora de fondos que quería demostrar que invertir no es solo cosa de ricos. La app permite comprar porciones de grandes fondos indexados con el cambio suelto y programar depósitos automáticos cada semana. En vez de gráficos llamativos que invitan a operar a cada rato, Kitefund muestra cómo avanzas hacia tus metas a lo largo de los años. La empresa todavía pierde dinero mientras crece, pero sus pérdidas se reducen cada trimestre a medida que más usuarios pagan su plan premium.',
    businessModel:
      'Los usuarios pagan una pequeña suscripción mensual por funciones premium, como metas personalizadas y cuentas familiares. Kitefund también gana algo de interés con el efectivo sin invertir que hay en las cuentas de sus clientes.',
    competitiveAdvantages:
      'Su diseño tranquilo, que pone la educación primero, genera confianza entre quienes invierten por primera vez. Los depósitos automáticos mantienen activos a los clientes sin necesidad de publicidad cara.',
    keyRisks:
      'La empresa todavía no es rentable y quizá necesite conseguir más dinero. Cuando los mercados caen, puede que dejen de llegar usuarios nuevos y que los actuales pausen sus depósitos.',
    leadership: [
      {
        position: 'Directora ejecutiva',
        bio: 'Naledi gestionó fondos indexados durante doce años antes de fundar Kitefund. Escribe un boletín semanal que explica la inversión con palabras sencillas.',
        education: 'Maestría en Economía Financiera, Universidad de Dunmere Crossing',
      },
      {
        position: 'Director de tecnología',
        bio: 'Jasper construyó el sistema de acciones fraccionadas que permite a los usuarios tener porciones diminutas de los fondos.',
        education: 'Licenciatura en Ingeniería de Software, Politécnico de Quillhaven',
      },
      {
        position: 'Directora financiera',
        bio: 'Lucia llegó en 2023 con el encargo de alcanzar la rentabilidad y ha recortado gastos sin frenar el crecimiento.',
        education: 'Licenciatura en Comercio, especialidad en Contabilidad, Universidad de Fernmouth',
      },
    ],
    news: [
      {
        headline: 'Kitefund reduce su pérdida mientras los suscriptores premium suben un 40%',
        summary:
          'La app de microinversión recortó su pérdida trimestral más o menos a la mitad, mientras sus ingresos subían a 96 millones de Bolts.',
        content:
          'Más de 1,2 millones de usuarios pagan ya Kitefund Premium, un 40% más que hace un año. La empresa dice que podría alcanzar el punto de equilibrio en menos de un año si se mantienen las tendencias actuales. Las acciones subieron con fuerza con la noticia.',
      },
      {
        headline: 'Kitefund lanza metas familiares para madres, padres y adolescentes',
        summary:
          'Una nueva función permite a las familias ahorrar e invertir para metas compartidas, y los adolescentes pueden seguir cómo avanzan.',
        content:
          'Las madres y los padres pueden crear una meta conjunta, como un fondo para la futura universidad, y los adolescentes pueden sumar pequeños depósitos de sus trabajos a tiempo parcial. Cada meta viene con lecciones breves sobre el interés compuesto. La función está incluida en el plan premium.',
      },
      {
        headline: 'Una caída del mercado frena las altas en las apps de inversión',
        summary:
          'Dos semanas de bajadas en la bolsa redujeron las cuentas nuevas en las apps de microinversión, incluida Kitefund.',
        content:
          'Los datos del sector muestran que las altas nuevas cayeron alrededor de un 15% durante la bajada. Kitefund señaló que la mayoría de sus usuarios mantuvo activos sus depósitos automáticos. Los analistas recuerdan que el crecimiento de usuarios nuevos suele recuperarse cuando los mercados se calman.',
      },
      {
        headline: 'Kitefund añade etiquetas de riesgo en lenguaje sencillo a cada fondo',
        summary:
          'Cada fondo de la app muestra ahora una calificación de riesgo sencilla del uno al cinco, con una explicación.',
        content:
          'La empresa diseñó las etiquetas con la ayuda de docentes y asociaciones de consumidores. Los reguladores han animado a las apps a explicar mejor los riesgos a los principiantes. Kitefund dice que el cambio busca ayudar a los usuarios a elegir fondos que encajen con sus metas.',
      },
    ],
  },
  JNBG: {
    sector: 'Servicios financieros',
    industry: 'Software de finanzas personales',
    description:
      'Junebug Budget crea una app de presupuesto muy amigable que ordena los gastos por categorías y anima a sus usuarios a cumplir sus metas de ahorro. Evita a propósito las criptomonedas y las funciones especulativas.',
    story:
      'Junebug nació en 2017 de la mano de dos hermanos que llevaban el presupuesto familiar en un cuaderno gastado con un escarabajo dibujado en la tapa («junebug» es el nombre de un escarabajo en inglés). Su app convirtió aquel cuaderno en sobres de gastos de colores que se rellenan cada día de cobro. Junebug se hizo popular entre estudiantes que administraban su dinero por su cuenta por primera vez. Ahora la empresa vende una edición para el aula que los docentes usan para hacer simulaciones de presupuesto.',
    businessModel:
      'Junebug vende suscripciones anuales a particulares y licencias con descuento a escuelas. No vende los datos de sus usuarios ni muestra anuncios, algo clave en la promesa de su marca.',
    competitiveAdvantages:
      'Su diseño divertido y su firme defensa de la privacidad la hacen popular entre jóvenes y escuelas. Su edición para el aula da a conocer la app a sus futuros clientes desde temprano.',
    keyRisks:
      'Sus márgenes son pequeños, y las herramientas de presupuesto gratuitas de los grandes bancos podrían llevarse a sus usuarios. Las escuelas pueden recortar el gasto en software en los años de presupuesto ajustado.',
    leadership: [
      {
        position: 'Directora ejecutiva',
        bio: 'Wren cofundó Junebug con su hermano y dirigió su diseño hasta convertirse en directora ejecutiva. Es una gran defensora de la privacidad de los datos.',
        education:
          'Licenciatura en Bellas Artes, especialidad en Diseño de Interacción, Escuela de Arte de Glimmerfield',
      },
      {
        position: 'Director de tecnología',
        bio: 'Mateo programó el sistema original de sobres y ahora dirige un equipo de ingeniería pequeño y muy unido.',
        education: 'Licenciatura en Informática, Universidad de Fernmouth',
      },
      {
        position: 'Responsable de alianzas educativas',
        bio: 'Exprofesora de matemáticas de secundaria, Adaeze creó la edición para el aula que hoy se usa en más de 3.000 escuelas.',
        education: 'Maestría en Educación, especialidad en Diseño Curricular, Escuela Universitaria de Riverlight',
      },
    ],
    news: [
      {
        headline: 'La edición para el aula de Junebug llega a 400 escuelas más',
        summary: 'Una junta educativa estatal eligió Junebug para su nuevo curso de finanzas personales.',
        content:
          'El alumnado usará la app para planificar presupuestos de un primera vivienda imaginaria y de sueldos de trabajos a tiempo parcial. El acuerdo asegura ingresos estables por licencias durante al menos tres años. Junebug cree que este logro podría abrirle las puertas de otras juntas educativas.',
      },
      {
        headline: 'Un gran banco añade una herramienta de presupuesto gratuita a su app',
        summary:
          'Un importante banco nacional lanzó un control de gastos gratuito, lo que aumenta la competencia para las apps de presupuesto de pago.',
        content:
          'La nueva herramienta ordena los gastos de forma automática y no tiene costo para los clientes del banco. Los analistas creen que la promesa de privacidad de Junebug y su enfoque en el aula la diferencian, pero algunos usuarios que buscan ahorrar podrían cambiarse. Las acciones de Junebug bajaron ligeramente.',
      },
      {
        headline: 'Junebug gana dinero por cuarto trimestre seguido, aunque poco',
        summary: 'La ganancia neta fue de 3,1 millones de Bolts, con unos ingresos de 38,4 millones de Bolts.',
        content:
          'El número de suscriptores creció de forma modesta, pero hubo menos cancelaciones que en trimestres anteriores. La empresa mantiene el gasto bajo control mientras invierte en su edición para el aula. La dirección no cambió su previsión para todo el año.',
      },
    ],
  },
  LTWY: {
    sector: 'Servicios financieros',
    industry: 'Servicios para cooperativas de crédito',
    description:
      'Lanternway Credit Partners ofrece sucursales compartidas, procesamiento de tarjetas y software de préstamos a más de 600 cooperativas de crédito. Ayuda a estas pequeñas entidades, que son propiedad de sus socios, a ofrecer los mismos servicios que los grandes bancos.',
    story:
      'Lanternway nació en 1974 como un proyecto cooperativo de una docena de cooperativas de crédito de docentes y agricultores que querían compartir un mismo sistema informático. Como las cooperativas de crédito pertenecen a sus socios, no se pueden comprar en la bolsa, pero la empresa de servicios que las apoya sí. Lanternway empezó a cotizar en bolsa en 2005 para conseguir dinero con el que desarrollar tecnología moderna. Hoy, gracias a su red de sucursales compartidas, el socio de una cooperativa puede depositar efectivo en miles de oficinas asociadas.',
    businessModel:
      'Las cooperativas de crédito pagan a Lanternway cuotas mensuales según su número de socios, además de pequeñas comisiones por cada operación con tarjeta y cada visita a una sucursal compartida. Los contratos a largo plazo hacen que sus ingresos sean previsibles.',
    competitiveAdvantages:
      'Su red de sucursales compartidas gana valor con cada cooperativa que se suma. Los clientes rara vez cambian de proveedor, porque trasladar los sistemas principales es caro y complicado.',
    keyRisks:
      'A veces las cooperativas de crédito se fusionan, lo que puede reducir el número de clientes que pagan. Las grandes empresas de software bancario compiten por los mismos clientes.',
    leadership: [
      {
        position: 'Directora ejecutiva',
        bio: 'Theodora dirigía antes una cooperativa de crédito mediana, así que conoce de primera mano lo que necesitan los clientes de Lanternway.',
        education: 'MBA, Escuela Universitaria de Riverlight',
      },
      {
        position: 'Director de operaciones',
        bio: 'Samuel supervisa la red de sucursales compartidas y los centros de datos que la mantienen funcionando las 24 horas.',
        education: 'Licenciatura en Sistemas de Información, Universidad de Dunmere Crossing',
      },
      {
        position: 'Directora financiera',
        bio: 'Mireille llegó a Lanternway en 2016 tras una carrera como auditora de entidades financieras cooperativas.',
        education: 'Maestría en Contabilidad, Instituto de Comercio de Northmere',
      },
      {
        position: 'Director de producto',
        bio: 'Ravi dirige el desarrollo de la app de banca móvil que las cooperativas de crédito ofrecen con su propio nombre.',
        education: 'Licenciatura en Ingeniería Informática, Instituto Tecnológico de Cobaltport',
      },
    ],
    news: [
      {
        headline: 'Lanternway firma un acuerdo de diez años con Prairie Cooperative Group',
        summary:
          'Treinta y cinco cooperativas de crédito de Prairie Cooperative Group trasladarán a Lanternway el procesamiento de sus tarjetas.',
        content:
          'Es el contrato más grande de la historia de Lanternway por número de cooperativas. Los socios de esas cooperativas también podrán usar la red de sucursales compartidas. Se espera que la transición dure 18 meses.',
      },
      {
        headline: 'Dos cooperativas clientes acuerdan fusionarse',
        summary:
          'La fusión de dos clientes de Lanternway unirá sus contratos en uno solo, lo que reducirá un poco las comisiones.',
        content:
          'Las fusiones de cooperativas de crédito son habituales, porque las entidades más pequeñas buscan compartir costos. Lanternway dice que la cooperativa resultante seguirá usando su plataforma. Los analistas calculan que el efecto en las comisiones será inferior al 1% de los ingresos anuales.',
      },
      {
        headline: 'Lanternway termina la renovación de sus sistemas de sucursales compartidas',
        summary: 'Un proyecto de dos años para modernizar la red de sucursales compartidas terminó a tiempo.',
        content:
          'Gracias a la mejora, los cajeros de cualquier oficina asociada ven al instante la cuenta del socio que los visita. Lanternway dice que el nuevo sistema consume menos energía y debería reducir los costos de operación. El gasto en el proyecto irá disminuyendo a partir de ahora.',
      },
    ],
  },
  IBXG: {
    sector: 'Servicios financieros',
    industry: 'Bolsas y datos de mercado',
    description:
      'Ironbridge Exchange Group gestiona una bolsa de valores, una cámara de compensación y un negocio de datos de mercado. Miles de empresas cotizan sus acciones en su bolsa.',
    story:
      'Ironbridge fue fundada en 1961, cuando los operadores de Stonereach dejaron de gritar órdenes en un parqué abarrotado y se mudaron a una sala de negociación más ordenada junto al viejo puente de hierro. En la década de 1990 fue una de las primeras bolsas en pasarse por completo a la negociación electrónica. Más tarde sumó una cámara de compensación, que garantiza que quien compra reciba sus acciones y quien vende reciba su dinero. Hoy Ironbridge se centra en vender datos de mercado y en ayudar a empresas jóvenes a salir a bolsa por primera vez.',
    businessModel:
      'Ironbridge cobra una pequeña comisión por cada operación, cuotas anuales a las empresas que cotizan en su bolsa y suscripciones a las firmas que compran sus datos de precios en tiempo real. Los ingresos por datos y por cotización se mantienen estables incluso cuando hay poca negociación.',
    competitiveAdvantages:
      'Las bolsas se benefician del efecto red: compradores y vendedores van adonde ya opera todo el mundo. Miles de firmas usan sus datos, que son difíciles de sustituir.',
    keyRisks:
      'Cuando los mercados están tranquilos, se negocia menos y, por tanto, entran menos comisiones. Los reguladores vigilan de cerca las tarifas de las bolsas y podrían limitarlas.',
    leadership: [
      {
        position: 'Director ejecutivo',
        bio: 'Leopold entró en Ironbridge como ingeniero de software durante el paso a la negociación electrónica y dirige la empresa desde 2018.',
        education: 'Maestría en Ingeniería Eléctrica, Universidad de Stonereach',
      },
      {
        position: 'Directora financiera',
        bio: 'Sunniva ayudó a convertir la división de datos de mercado en el negocio más rentable de la empresa.',
        education: 'MBA, Escuela de Administración de Halcyon Ridge',
      },
      {
        position: 'Presidente de Admisión a Cotización',
        bio: 'Darnell trabaja con empresas en crecimiento que se preparan para vender sus acciones al público por primera vez.',
        education: 'Licenciatura en Economía, Escuela Universitaria Estatal de Sunvale',
      },
      {
        position: 'Directora de regulación',
        bio: 'Mei-Lin dirige el equipo que vigila la negociación para detectar conductas injustas y mantener el orden en los mercados.',
        education: 'Título en Derecho (J.D.), Facultad de Derecho de Port Verdance',
      },
    ],
    news: [
      {
        headline: 'Ironbridge recibe un número récord de nuevas empresas cotizadas',
        summary:
          'Catorce empresas empezaron a cotizar en la bolsa de Ironbridge este trimestre, la cifra más alta en cinco años.',
        content:
          'Las nuevas empresas cotizadas aportan comisiones de entrada y cuotas anuales. Varias de ellas se dedican a la energía limpia y a la salud. Ironbridge dice que más empresas se preparan para salir a bolsa el año que viene.',
      },
      {
        headline: 'Ironbridge lanza un servicio de datos de mercado para estudiantes',
        summary:
          'Un servicio gratuito de precios con 15 minutos de retraso para escuelas y universidades busca apoyar la educación financiera.',
        content:
          'Los docentes pueden usar estos datos para crear simulaciones de bolsa en clase con precios que parecen reales. Ironbridge dice que el programa cuesta poco y hace que la gente se familiarice con sus productos de datos. Más de 500 escuelas se apuntaron en la primera semana.',
      },
      {
        headline: 'El regulador propone limitar las tarifas por datos de mercado',
        summary: 'Una propuesta limitaría cuánto pueden cobrar las bolsas por algunos datos de precios en tiempo real.',
        content:
          'Las firmas de inversión se quejan desde hace tiempo de que las tarifas por datos son demasiado altas. Ironbridge dice que presentará sus argumentos durante el periodo de consulta pública y que cree que sus precios son justos. Si se aprueba, la norma podría reducir sus ingresos por datos a partir de dentro de dos años.',
      },
    ],
  },
};
