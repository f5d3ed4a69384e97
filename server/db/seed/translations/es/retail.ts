import type { CategoryTranslations } from '../types';

// Spanish content for the retail companies of the seed (server/db/seed/data/retail.ts).
export const esRetail: CategoryTranslations = {
  SKHP: {
    sector: 'Consumo discrecional',
    industry: 'Calzado',
    description:
      'Skyhop diseña zapatillas para correr y para el día a día, conocidas por su mediasuela elástica Cloudcoil y por sus lanzamientos de colores en edición limitada.',
    story:
      'Skyhop empezó en 1984, cuando dos entrenadores de atletismo pegaron goma reciclada de neumáticos de bicicleta a unas zapatillas de lona para su equipo, en un garaje de Cobblestone Harbor. La marca se hizo conocida de boca en boca en las carreras locales, y en menos de una década ya se vendía en todo el país. Hoy cerca de la mitad de sus zapatillas se venden en su propia app y sus tiendas, donde los miembros pueden personalizar los colores antes de comprar. Ahora la empresa apuesta por una línea de zapatillas totalmente reciclables y quiere, para 2030, triturar a gran escala los pares devueltos para convertirlos en suelas nuevas.',
    businessModel:
      'Skyhop vende calzado y algo de ropa en sus propias tiendas y en su app, donde gana más por cada par, y también a través de tiendas de artículos deportivos, que le dan más alcance. Los lanzamientos limitados generan expectación, mientras que los modelos de siempre aportan ventas constantes que se repiten.',
    competitiveAdvantages:
      'La amortiguación Cloudcoil está protegida por patentes, y un programa de membresía con unos 30 millones de usuarios le da a Skyhop información directa sobre lo que quieren sus clientes. Sus alianzas con equipos de atletismo de escuelas y clubes mantienen la marca a la vista de los deportistas jóvenes.',
    keyRisks:
      'Las modas en zapatillas cambian rápido, y una colección que fracasa puede dejar los almacenes llenos de pares que hay que vender con descuento. La mayoría se fabrica en fábricas externas en el extranjero, así que los retrasos en los envíos o la subida del costo de los materiales pueden reducir las ganancias.',
    leadership: [
      {
        position: 'Directora ejecutiva (CEO)',
        bio: 'Excorredora de 800 metros de competición, entró en Skyhop para probar productos y fue ascendiendo en diseño y marketing. Se convirtió en CEO en 2019 y llevó a la empresa a vender directamente a sus clientes.',
        education: 'Licenciatura en Kinesiología, Universidad Estatal de Marrowfield',
      },
      {
        position: 'Director financiero',
        bio: 'Pasó doce años gestionando presupuestos en un grupo regional de grandes almacenes antes de llegar a Skyhop en 2017. Es conocido por mantener el inventario en lo justo y necesario.',
        education: 'MBA, Escuela de Negocios de Lindenport',
      },
      {
        position: 'Directora de diseño',
        bio: 'Dirige un estudio de diseño de 300 personas y es una de las creadoras de la mediasuela Cloudcoil. También organiza cada año un concurso de diseño de zapatillas para estudiantes de secundaria.',
        education: 'Licenciatura en Bellas Artes, especialidad en Diseño Industrial, Instituto de Arte de Saltmere',
      },
      {
        position: 'Director de sostenibilidad',
        bio: 'Supervisa el programa de recogida de zapatillas usadas y el cambio a materiales reciclados. Antes dirigía las operaciones de reciclaje del gobierno de una ciudad.',
        education: 'Maestría en Ingeniería Ambiental, Universidad de Alder Falls',
      },
    ],
    news: [
      {
        headline: 'Las zapatillas recicladas «Loopstride» de Skyhop se agotan en dos días',
        summary:
          'Las primeras zapatillas de Skyhop hechas en parte con zapatillas viejas trituradas agotaron su primera tanda de 200.000 pares.',
        content:
          'Skyhop explicó que las suelas de las Loopstride contienen un 40% de goma de pares devueltos en sus contenedores de recogida. Los analistas señalaron que una demanda tan fuerte podría ayudar a la empresa a justificar la construcción de una planta de reciclaje más grande. Hay una segunda tanda de producción prevista para el próximo trimestre, y la empresa avisó que hasta entonces habrá pocas unidades.',
      },
      {
        headline: 'Skyhop supera las previsiones de ingresos del tercer trimestre gracias a su app',
        summary:
          'Los ingresos del trimestre llegaron a 2,14 mil millones de Bolts, impulsados por un salto en los pedidos hechos desde la app de Skyhop.',
        content:
          'Los ingresos subieron alrededor de un 6% respecto al trimestre anterior, y el beneficio neto fue de 193 millones de Bolts. Por primera vez, las ventas en la app y en las tiendas propias de Skyhop superaron la mitad de los ingresos. La dirección explicó que vender directamente suele dejar más ganancia por par que vender a través de otras tiendas.',
      },
      {
        headline: 'La congestión en los puertos retrasa algunos envíos de Skyhop para las fiestas',
        summary:
          'Un atasco en puertos del extranjero hará que algunos modelos de zapatillas para la temporada de fiestas lleguen a las tiendas más tarde de lo previsto.',
        content:
          'Skyhop dijo que cerca del 8% de su inventario para las fiestas está afectado y que pagará más para traer en avión los modelos más populares. El transporte aéreo cuesta mucho más que el marítimo, lo que podría recortar un poco los márgenes de ganancia en el cuarto trimestre. La empresa no prevé cancelar ningún lanzamiento.',
      },
    ],
  },
  RDSW: {
    sector: 'Consumo básico',
    industry: 'Supermercados',
    description:
      'Radishway tiene unos 1900 supermercados de barrio y un servicio de entrega en el mismo día que crece rápido, con foco en frutas y verduras frescas y en productos de marca propia a buen precio.',
    story:
      'Radishway abrió en 1958 como un simple puesto de granja en Marrowfield, donde la familia fundadora vendía rábanos, maíz dulce y huevos de su propia finca. En la década de 1970 se convirtió en una cadena regional de supermercados comprando alimentos frescos directamente a los agricultores de la zona, sin intermediarios. Hoy tiene tiendas en decenas de ciudades y puede llevar la compra a casa desde la mayoría de ellas en menos de dos horas. Su próximo gran objetivo es reducir a la mitad el desperdicio de comida donando los alimentos que no se venden y usando un software de pedidos más inteligente.',
    businessModel:
      'Radishway gana poco con cada compra, pero hace muchísimas ventas, así que lo más importante es el volumen. Su marca propia Greenstem es más barata para los clientes, pero le deja más margen que las marcas nacionales, y una membresía de entrega de pago suma ingresos fijos por suscripción.',
    competitiveAdvantages:
      'Décadas de relación con granjas de la región le aseguran un suministro fiable de productos frescos a buen precio. Muchas de sus tiendas están en barrios donde se puede ir caminando, y la gente suele comprar semana tras semana en el supermercado que tiene más cerca.',
    keyRisks:
      'Los márgenes de los supermercados son finísimos, de apenas 2 o 3 Bolts de ganancia por cada 100 Bolts de ventas, así que la subida de los sueldos, de las facturas de energía o del costo de los alimentos puede afectar rápido a sus resultados. Las cadenas de descuento y las tiendas en línea compiten con fuerza en precio.',
    leadership: [
      {
        position: 'Director ejecutivo (CEO)',
        bio: 'Empezó a los 16 años como cajero de fin de semana en una tienda de Radishway y luego llegó a dirigir tiendas y regiones enteras. Se convirtió en CEO en 2021.',
        education: 'Licenciatura en Administración de Empresas, Fernhollow College',
      },
      {
        position: 'Directora financiera',
        bio: 'Antes fue jefa de finanzas de un distribuidor regional de alimentos. En Radishway se ha centrado en reducir la deuda sin dejar de financiar la renovación de las tiendas.',
        education: 'Maestría en Contabilidad, Universidad de Quillton',
      },
      {
        position: 'Director de la cadena de suministro',
        bio: 'Dirige la red de 24 centros de distribución y el programa de alianzas con granjas. Introdujo el software de previsión que redujo en un 18% las frutas y verduras que se echaban a perder.',
        education: 'Licenciatura en Ingeniería Industrial, Instituto Técnico de Brightwater',
      },
      {
        position: 'Directora digital',
        bio: 'Convirtió la app de entregas de Radishway, que empezó como una prueba en tres tiendas, en un servicio que usan millones de hogares.',
        education: 'Maestría en Ciencias de la Computación, Universidad de Lindenport',
      },
    ],
    news: [
      {
        headline: 'La membresía de entrega de Radishway supera los 6 millones de hogares',
        summary: 'El plan de entrega de pago del supermercado sumó casi 400.000 miembros en los últimos tres meses.',
        content:
          'Los miembros pagan una cuota anual a cambio de entregas gratis en dos horas para pedidos grandes, lo que le da a Radishway un flujo constante de ingresos por suscripción. La empresa dijo que los miembros además suelen gastar más cada semana que quienes no lo son. Las entregas ya suponen alrededor del 14% de las ventas totales.',
      },
      {
        headline: 'El beneficio de Radishway sube un poco con los precios de los alimentos estables',
        summary:
          'El beneficio neto de 302 millones de Bolts fue algo mayor que el del trimestre anterior, aunque los márgenes siguieron siendo muy ajustados.',
        content:
          'Los ingresos crecieron alrededor de un 2%, hasta 11,62 mil millones de Bolts, más o menos lo que esperaban los analistas. Las mayores ventas de la marca propia Greenstem ayudaron a las ganancias, pero la subida de sueldos del personal de almacén se comió parte de la mejora. La dirección mantuvo sin cambios su previsión para todo el año.',
      },
      {
        headline: 'Los reguladores revisan la retirada de ensaladas en bolsa de Radishway',
        summary:
          'Las autoridades de seguridad alimentaria están examinando cómo gestionó la empresa la retirada voluntaria de ensaladas de un proveedor.',
        content:
          'No se ha informado de ninguna persona enferma, y Radishway dijo que quitó las ensaladas de los estantes pocas horas después de que fallara un análisis de laboratorio. Los reguladores quieren comprobar si sus normas para controlar a los proveedores son lo bastante estrictas. La empresa podría recibir una multa o nuevas obligaciones de análisis, lo que aumentaría sus costos.',
      },
      {
        headline: 'Radishway se alía con bancos de alimentos regionales para reducir el desperdicio',
        summary:
          'Un nuevo programa enviará cada día la comida que no se vendió, pero que sigue siendo segura, desde todas las tiendas de Radishway a los bancos de alimentos locales.',
        content:
          'Camiones refrigerados recogerán pan, frutas, verduras y lácteos que están cerca de su fecha límite de venta pero todavía se pueden comer. Radishway espera que el programa evite que unas 30.000 toneladas de comida acaben cada año en los vertederos. Donar alimentos también puede reducir lo que pagan las tiendas por deshacerse de sus residuos.',
      },
    ],
  },
  QYMK: {
    sector: 'Consumo discrecional',
    industry: 'Comercio por internet',
    description:
      'Quaymarket es un mercado en línea donde más de 2 millones de vendedores independientes ofrecen de todo, desde joyas hechas a mano hasta aparatos electrónicos reacondicionados, mientras Quaymarket se encarga de los pagos, las etiquetas de envío y la protección al comprador.',
    story:
      'Quaymarket fue fundada en 2004 por tres amigos de la universidad que querían ayudar a los artesanos de los pueblos del puerto a vender más allá de sus mercados de fin de semana. La primera versión del sitio funcionaba desde un cuarto alquilado encima de una taquilla de ferris en Lindenport, y de ahí viene su nombre («quay» significa muelle en inglés). Creció manteniendo comisiones bajas para los vendedores y creando un sistema de reseñas en el que los compradores confiaban. Hoy Quaymarket se está ampliando a los productos reacondicionados y a un servicio de almacén compartido que permite a los pequeños vendedores ofrecer envíos al día siguiente.',
    businessModel:
      'Quaymarket no es dueña de la mayoría de lo que se vende en su sitio: se queda con una comisión de alrededor del 8% de cada venta, más lo que cobra por publicidad y por almacenar y enviar los productos de los vendedores. Este modelo de mercado le permite crecer sin tener que comprar grandes cantidades de inventario.',
    competitiveAdvantages:
      'Se beneficia de un efecto de red: más compradores atraen a más vendedores, y más vendedores atraen a más compradores, algo muy difícil de copiar para un recién llegado. Su garantía de protección al comprador y veinte años de reseñas le han ganado mucha confianza.',
    keyRisks:
      'Si se cuelan productos falsos o peligrosos en el sitio, pueden dañar la confianza y atraer la atención de los reguladores. Los vendedores podrían irse si las comisiones suben demasiado, y las nuevas normas para mercados en línea en varias regiones podrían encarecer el cumplimiento de la ley.',
    leadership: [
      {
        position: 'Directora ejecutiva (CEO)',
        bio: 'Es una de los tres cofundadores de Quaymarket y escribió buena parte del código del sitio original. Dirige la empresa desde 2011.',
        education: 'Licenciatura en Ciencias de la Computación, Universidad de Lindenport',
      },
      {
        position: 'Responsable de finanzas',
        bio: 'Llegó desde una firma de inversión en 2015 y guio a Quaymarket en su expansión hacia los almacenes y los envíos.',
        education: 'MBA, Escuela de Negocios de Cobblestone Harbor',
      },
      {
        position: 'Director de confianza y seguridad',
        bio: 'Antes investigaba casos de protección al consumidor; ahora dirige el equipo y las herramientas de software que revisan los anuncios en busca de falsificaciones y productos peligrosos.',
        education: 'Derecho (J.D.), Facultad de Derecho de Saltmere',
      },
      {
        position: 'Directora de operaciones',
        bio: 'Dirige los almacenes de preparación de pedidos de Quaymarket y los equipos de atención a vendedores. Antes diseñaba rutas de reparto para una empresa nacional de paquetería.',
        education: 'Maestría en Investigación de Operaciones, Instituto Técnico de Brightwater',
      },
    ],
    news: [
      {
        headline: 'Quaymarket lanza «Second Wind», una tienda de productos reacondicionados certificados',
        summary:
          'Una nueva sección del sitio vende teléfonos, computadoras portátiles y electrodomésticos revisados y reparados, con un año de garantía.',
        content:
          'Cada artículo de Second Wind pasa por un taller de reparación aprobado por Quaymarket antes de publicarse. Los productos reacondicionados suelen ser más baratos para los compradores y evitan que los aparatos electrónicos terminen en los vertederos. Los analistas creen que la sección podría convertirse en una fuente importante de ingresos por comisiones en un plazo de dos años.',
      },
      {
        headline: 'El beneficio de Quaymarket sube un 6% en el tercer trimestre gracias a la publicidad',
        summary:
          'El beneficio neto llegó a 724 millones de Bolts, impulsado por los vendedores que pagan para destacar sus anuncios.',
        content:
          'La publicidad es un negocio con márgenes altos porque Quaymarket no tiene que enviar nada para ganar ese dinero. Los ingresos subieron a 6,84 mil millones de Bolts, frente a 6,52 mil millones el trimestre anterior. La empresa también dijo que el número de compradores activos creció por noveno trimestre consecutivo.',
      },
      {
        headline: 'Legisladores proponen controles más estrictos a los vendedores de los mercados en línea',
        summary:
          'Un proyecto de ley obligaría a los mercados en línea a verificar la identidad y la dirección de cada vendedor con un gran volumen de ventas.',
        content:
          'Quienes lo apoyan dicen que la norma haría más difícil vender productos falsificados por internet. Quaymarket ya verifica a muchos vendedores, pero la nueva norma podría obligarla a revisar cientos de miles de cuentas más. Los analistas calculan que el trabajo extra podría costarle a la empresa decenas de millones de Bolts al año.',
      },
      {
        headline: 'Quaymarket abre un almacén compartido para vendedores en Fernhollow',
        summary: 'El nuevo almacén guardará y enviará productos de pequeños vendedores de toda la región norte.',
        content:
          'Los vendedores que usan el almacén pagan una tarifa de almacenamiento, pero pueden ofrecer a los compradores entregas al día siguiente. Es el undécimo almacén compartido de Quaymarket. La empresa dijo que la apertura ya estaba incluida en sus planes de gasto del año.',
      },
    ],
  },
  TLPG: {
    sector: 'Consumo discrecional',
    industry: 'Librerías y tiendas de cómics',
    description:
      'Tallpage tiene unas 310 librerías acogedoras que mezclan libros nuevos, cómics, manga y novelas gráficas con un calendario lleno de visitas de autores y talleres de dibujo.',
    story:
      'Tallpage empezó en 1971 como una pequeña tienda en Alder Falls cuyo dueño apilaba los estantes tan alto que los clientes necesitaban una escalera con ruedas; de ahí el nombre, ya que «tall» significa alto en inglés. En la década de 1990 añadió rincones de cómics, que enseguida se convirtieron en la zona con más movimiento de cada tienda. Mientras muchas librerías cerraban por el auge de las compras en línea, Tallpage sobrevivió convirtiendo sus tiendas en lugares de encuentro, con clubes de lectura y noches de dibujo gratis. Ahora está probando pequeñas tiendas «de bolsillo» dentro de estaciones de tren y bibliotecas públicas.',
    businessModel:
      'Tallpage gana la mayor parte de su dinero vendiendo libros y cómics: se queda con la diferencia entre lo que paga a las editoriales y el precio que pagan los clientes. Las tarjetas de socio, las cafeterías dentro de las tiendas y los eventos de autores con entrada aportan ingresos extra, y la temporada de fiestas de fin de año trae las mayores ventas del año.',
    competitiveAdvantages:
      'Su personal conoce bien los libros y hace recomendaciones personales, y eso, junto con una agenda llena de eventos, da a los lectores un motivo para ir en persona. Su selección de cómics y manga es una de las más grandes de todas las cadenas de librerías.',
    keyRisks:
      'Las tiendas en línea suelen vender los libros más baratos, y las tiendas físicas pagan alquileres altos. Las ventas dependen mucho del trimestre de las fiestas, así que un diciembre flojo puede borrar buena parte de las ganancias del año.',
    leadership: [
      {
        position: 'Directora ejecutiva (CEO)',
        bio: 'Fue bibliotecaria infantil, entró en Tallpage para dirigir su programa de eventos y se convirtió en CEO en 2020. Creó las noches de dibujo gratis que hoy se hacen en todas las tiendas.',
        education: 'Maestría en Bibliotecología y Ciencias de la Información (M.L.I.S.), Fernhollow College',
      },
      {
        position: 'Director financiero',
        bio: 'Pasó quince años en el área de finanzas de un fabricante de artículos de papelería antes de llegar a Tallpage en 2018. Negoció los alquileres más baratos que hoy paga la empresa por sus tiendas.',
        education: 'Licenciatura en Comercio, especialidad en Finanzas, Universidad de Quillton',
      },
      {
        position: 'Jefa de cómics y manga',
        bio: 'Tenía su propia tienda independiente de cómics, que Tallpage compró en 2012. Ella elige qué series se destacan en las mesas de la entrada.',
        education: 'Licenciatura en Estudios Japoneses, Universidad de Saltmere',
      },
    ],
    news: [
      {
        headline: 'Tallpage baja tras avisar de menos reservas para las fiestas',
        summary:
          'Las acciones cayeron después de que la empresa dijera que las primeras reservas para las fiestas van alrededor de un 4% por debajo del año pasado.',
        content:
          'Tallpage dijo que esta temporada de fiestas salen menos novelas de autores muy conocidos, que suelen ser las que impulsan las reservas. La empresa sigue esperando buenas ventas de manga y novelas gráficas. Como el cuarto trimestre aporta la mayor parte de las ganancias del año, los inversores siguen muy de cerca estas primeras cifras.',
      },
      {
        headline: 'Tallpage se une a las bibliotecas públicas para abrir tiendas «de bolsillo»',
        summary:
          'Pequeñas tiendas de Tallpage abrirán dentro de 25 bibliotecas públicas y venderán libros junto a los estantes de préstamo.',
        content:
          'Las bibliotecas recibirán una parte de cada venta para ayudar a financiar sus programas de lectura. Las tiendas de bolsillo necesitan poco personal y pagan poco alquiler, así que pueden ser rentables con ventas modestas. Si la prueba funciona, Tallpage planea ampliarla el año que viene.',
      },
      {
        headline: 'El auge del manga mantiene a Tallpage en ganancias en el tercer trimestre',
        summary:
          'Tallpage ganó 9,1 millones de Bolts en el tercer trimestre, después de una pequeña pérdida a principios de año.',
        content:
          'Las ventas de manga y novelas gráficas crecieron un 21% frente al mismo trimestre del año pasado. La empresa tuvo pérdidas en el primer trimestre, cuando las ventas de libros suelen ser flojas después de las fiestas. Los responsables dijeron que eventos como las noches de dibujo están atrayendo a clientes más jóvenes.',
      },
    ],
  },
  TKFT: {
    sector: 'Consumo discrecional',
    industry: 'Tiendas de videojuegos y pasatiempos',
    description:
      'Tokenfort tiene unas 2100 tiendas de juegos que venden videojuegos, consolas, juegos de mesa y cartas coleccionables, y organiza noches de torneo cada semana en sus locales.',
    story:
      'Tokenfort empezó en 1989 como un salón de videojuegos (arcade) en Saltmere donde los jugadores compraban fichas en una pequeña taquilla con forma de castillo. Cuando las consolas para casa se hicieron populares, los dueños convirtieron el salón en una tienda que compraba y vendía cartuchos usados. La cadena creció rápido en la década de 2000, pero en los últimos años cada vez más jugadores descargan los juegos directamente en su consola en vez de comprar discos. Ahora Tokenfort está en plena reestructuración: cierra las tiendas más débiles y apuesta por los juegos de mesa, las cartas coleccionables y los eventos para la comunidad.',
    businessModel:
      'Tokenfort vende juegos y consolas nuevos con márgenes bajos, y compra y revende juegos usados y objetos de colección con márgenes mucho más altos. Un programa de fidelidad de pago da a sus miembros bonificaciones al entregar juegos usados, mientras que las inscripciones a torneos y los patrocinios son una fuente de ingresos pequeña, pero en crecimiento.',
    competitiveAdvantages:
      'Su gran red de tiendas locales convierte a Tokenfort en el lugar de referencia para entregar juegos usados y jugar torneos en persona. Su servicio de calificación de cartas coleccionables y su comunidad de coleccionistas son difíciles de copiar para quien solo vende en línea.',
    keyRisks:
      'El paso a las descargas digitales sigue reduciendo las ventas de juegos físicos; por eso la empresa perdió dinero en tres de los últimos cuatro trimestres. Cerrar tiendas cuesta dinero al principio, y la reestructuración podría tardar más de lo que esperan los inversores.',
    leadership: [
      {
        position: 'Director ejecutivo (CEO)',
        bio: 'Llegó en 2024 para dirigir la reestructuración, después de dirigir con éxito una cadena de tiendas de pasatiempos y maquetas. Es fan de los juegos de mesa de estrategia desde siempre.',
        education: 'MBA, Universidad Estatal de Marrowfield',
      },
      {
        position: 'Directora financiera',
        bio: 'Supervisa el plan de cierre de tiendas y las reservas de efectivo de la empresa. Antes ayudó a reestructurar una cadena de tiendas de electrónica que pasaba por problemas.',
        education: 'Licenciatura en Finanzas, Universidad de Alder Falls',
      },
      {
        position: 'Director de comunidad',
        bio: 'Fue jugador profesional de juegos de lucha y creó la liga de torneos de Tokenfort. Hoy organiza eventos en más de 1500 tiendas.',
        education: 'Licenciatura en Comunicación, Universidad de Saltmere',
      },
      {
        position: 'Directora de surtido',
        bio: 'Decide qué juegos, cartas y objetos de colección llegan a los estantes de Tokenfort. Triplicó el tamaño del pasillo de juegos de mesa.',
        education: 'Licenciatura en Gestión Comercial, Cobblestone Harbor College',
      },
    ],
    news: [
      {
        headline: 'Tokenfort pierde menos en el tercer trimestre, pero no cumple las previsiones',
        summary:
          'La empresa perdió 42 millones de Bolts en el tercer trimestre, menos que en el anterior pero más de lo que esperaban los analistas.',
        content:
          'Las ventas de juegos nuevos para consola volvieron a caer porque más jugadores se pasaron a las descargas digitales. Los juegos usados y las cartas coleccionables fueron mejor, pero no lo suficiente para compensar la caída. Las acciones bajaron porque los inversores dudan de que el plan de reestructuración pueda funcionar rápido.',
      },
      {
        headline: 'Tokenfort cerrará 180 tiendas con malos resultados',
        summary: 'Los cierres forman parte de un plan anunciado el año pasado para reducir la red a unas 1900 tiendas.',
        content:
          'Tokenfort tendrá gastos puntuales para terminar antes de tiempo los contratos de alquiler, pero espera ahorrar dinero después. A la mayoría de los empleados afectados se les ofrecerá trabajo en tiendas cercanas. Los analistas dijeron que la medida ya se esperaba y estaba incluida en las previsiones de la empresa.',
      },
      {
        headline: 'Las ventas de cartas coleccionables suben un 35% en Tokenfort',
        summary:
          'Los juegos de cartas coleccionables y el servicio de calificación de cartas de la empresa fueron uno de sus puntos fuertes este año.',
        content:
          'Las cartas coleccionables dejan márgenes más altos que los videojuegos nuevos, así que su crecimiento ayuda a la rentabilidad general de Tokenfort. La empresa planea añadir más mesas para duelos de cartas en sus tiendas. Sin embargo, advirtió que las modas de coleccionismo pueden enfriarse rápido.',
      },
      {
        headline: 'Tokenfort acogerá una liga regional de esports para estudiantes',
        summary:
          'Los equipos de esports de secundaria jugarán partidos de liga en tiendas de Tokenfort gracias a un nuevo acuerdo de dos años.',
        content:
          'La liga espera que participen más de 600 equipos escolares. Tokenfort pondrá los puestos de juego y los premios a cambio de cuotas de patrocinio y de más visitas a sus tiendas. Los encargados de las tiendas esperan que las familias que vayan a ver los partidos también compren algo mientras están allí.',
      },
    ],
  },
  SWLD: {
    sector: 'Consumo discrecional',
    industry: 'Tiendas de ropa',
    description:
      'Stitchwild vende ropa hecha con telas orgánicas y recicladas, y tiene un servicio de reventa y reparación que recompra prendas Stitchwild usadas.',
    story:
      'Stitchwild fue fundada en 2016 por una estudiante de textiles a la que le frustraba que tanta ropa acabara en los vertederos después de usarse solo unas pocas veces. La primera colección tenía apenas 12 sudaderas y camisetas, que se vendían por internet desde un cuarto de la residencia universitaria en Fernhollow. La marca creció en redes sociales con videos que mostraban exactamente de dónde venía la tela de cada prenda. Hoy tiene 85 tiendas con mostradores de reparación y quiere que la reventa represente una cuarta parte de sus ventas para 2030.',
    businessModel:
      'Stitchwild vende ropa nueva en línea y en tiendas a precios medios, y luego recompra prendas usadas a cambio de crédito para la tienda y las revende después de limpiarlas y repararlas. Cada prenda revendida le deja una segunda ganancia con la misma pieza, y el crédito hace que los clientes vuelvan.',
    competitiveAdvantages:
      'Los compradores confían en su cadena de suministro transparente: cada prenda lleva una etiqueta que muestra dónde se fabricó. Su sistema de reparación y reventa ya está montado y funcionando, y a la competencia le costaría mucho tiempo y dinero copiarlo.',
    keyRisks:
      'Las telas orgánicas y recicladas cuestan más, y cuando el dinero escasea los compradores pueden pasarse a marcas de moda rápida más baratas. La empresa empezó a ganar dinero hace poco, así que una mala temporada podría devolverla a las pérdidas.',
    leadership: [
      {
        position: 'Directora ejecutiva (CEO)',
        bio: 'Fundó Stitchwild desde su cuarto de la residencia y todavía dibuja algunos diseños cada temporada. Habla a menudo en escuelas sobre el costo ambiental de la ropa.',
        education: 'Licenciatura en Diseño Textil, Fernhollow College',
      },
      {
        position: 'Director financiero',
        bio: 'Llegó en 2021 desde una empresa de artículos deportivos y ayudó a Stitchwild a cerrar su primer año con ganancias. Se centra en controlar lo que cuesta abrir cada tienda.',
        education: 'Maestría en Finanzas, Universidad de Lindenport',
      },
      {
        position: 'Directora de circularidad',
        bio: 'Es sastre de formación y diseñó los mostradores de reparación Mend Bar que hay en las tiendas. Dirige el negocio de reventa y reparación.',
        education: 'Diploma en Confección de Ropa, Academia de Moda de Quillton',
      },
      {
        position: 'Director de operaciones',
        bio: 'Gestiona las fábricas y las hilanderías que hacen la ropa de Stitchwild y revisa cada año sus condiciones de trabajo.',
        education: 'Licenciatura en Gestión de la Cadena de Suministro, Instituto Técnico de Brightwater',
      },
    ],
    news: [
      {
        headline: 'Stitchwild vuelve a ganar dinero con un buen tercer trimestre',
        summary:
          'Los ingresos subieron un 13% respecto al trimestre anterior, hasta 312 millones de Bolts, y la empresa ganó 6,2 millones de Bolts después de dos trimestres con pérdidas.',
        content:
          'Las chaquetas y sudaderas de la vuelta a clases se vendieron especialmente bien. La reventa ya supone el 17% de las ventas, frente al 12% de hace un año. Las acciones subieron porque los inversores vieron señales de que el negocio puede crecer y ganar dinero al mismo tiempo.',
      },
      {
        headline: 'Stitchwild lleva sus mostradores de reparación Mend Bar a 20 tiendas más',
        summary:
          'Los clientes pueden llevar cualquier prenda de Stitchwild para hacerle pequeños arreglos gratis, como cambiar una cremallera o poner coderas.',
        content:
          'Los arreglos gratis le cuestan dinero a Stitchwild a corto plazo, pero la empresa dice que crean fidelidad y hacen que los clientes vuelvan a las tiendas. Las prendas que no se pueden reparar se pueden cambiar por crédito para la tienda. Cerca de la mitad de las tiendas de la cadena tendrán un Mend Bar a final de año.',
      },
      {
        headline: 'Sube el precio del algodón orgánico tras una mala cosecha',
        summary:
          'El tiempo seco en las principales zonas de cultivo hizo subir el precio del algodón orgánico alrededor de un 15% este trimestre.',
        content:
          'Stitchwild compra sobre todo telas orgánicas y recicladas, así que un algodón más caro puede reducir sus márgenes de ganancia. La empresa dijo que ya fijó el precio de parte de lo que comprará el año que viene. Aun así, quizá tenga que subir el precio de algunas prendas si los costos siguen altos.',
      },
    ],
  },
  RMSH: {
    sector: 'Consumo discrecional',
    industry: 'Muebles y decoración',
    description:
      'Roomsmith diseña y vende muebles para armar en caja plana, colchones y decoración a buen precio en 340 tiendas de exposición y en su sitio web, con entrega y montaje opcionales.',
    story:
      'Roomsmith fue fundada en 1967 por un carpintero de Quillton que diseñó una estantería que se podía enviar desarmada en una caja plana y montar con una sola herramienta. Los muebles más baratos y fáciles de enviar triunfaron entre las familias jóvenes y los estudiantes que amueblaban su primer apartamento. Con los años, Roomsmith abrió grandes tiendas de exposición donde los clientes pueden probar sofás y camas antes de comprarlos. Su proyecto más nuevo, Roomsmith Renew, recompra muebles usados y los restaura para volver a venderlos.',
    businessModel:
      'Roomsmith diseña sus propios muebles, los encarga a fábricas asociadas y los vende en sus tiendas y en línea. Las cajas planas abaratan el transporte y el almacenamiento, y los servicios adicionales como la entrega, el montaje y la planificación de espacios aportan ingresos extra.',
    competitiveAdvantages:
      'Comprar madera y telas en cantidades enormes le permite negociar costos bajos. Su propio equipo de diseño le da un estilo reconocible, y su app de planificación permite a los clientes ver cómo quedarán los muebles en su casa antes de comprarlos.',
    keyRisks:
      'Las ventas de muebles caen cuando menos gente se muda, algo que suele pasar cuando las tasas de interés están altas. Los productos voluminosos son caros de transportar, y el precio de la madera puede dispararse sin aviso.',
    leadership: [
      {
        position: 'Directora ejecutiva (CEO)',
        bio: 'Dirigió las tiendas internacionales de Roomsmith durante seis años antes de convertirse en CEO en 2022. Puso en marcha el programa de recompra Roomsmith Renew.',
        education: 'MBA, Universidad de Quillton',
      },
      {
        position: 'Directora financiera',
        bio: 'Con una larga carrera en finanzas del comercio minorista, supervisa los presupuestos de Roomsmith y sus planes de inversión en tiendas.',
        education: 'Licenciatura en Contabilidad, Universidad Estatal de Marrowfield',
      },
      {
        position: 'Director de diseño',
        bio: 'Dirige el equipo que diseña más de 2000 productos de Roomsmith. Insiste en que cada mueble nuevo se pueda montar en menos de 30 minutos.',
        education: 'Maestría en Diseño de Mobiliario, Instituto de Arte de Saltmere',
      },
      {
        position: 'Director de tecnología',
        bio: 'Creó la app de planificación de espacios de Roomsmith, que usa la cámara del teléfono para colocar modelos de muebles en 3D dentro de una habitación real.',
        education: 'Maestría en Gráficos por Computadora, Universidad de Lindenport',
      },
    ],
    news: [
      {
        headline: 'Roomsmith añade la función «Measure My Room» a su app de planificación',
        summary:
          'La app ya puede escanear una habitación con la cámara del teléfono y sugerir muebles que caben justo en ese espacio.',
        content:
          'Roomsmith dice que los clientes que usan su app de planificación devuelven menos productos por haberse equivocado de tamaño. Las devoluciones de muebles grandes son caras, así que reducirlas puede mejorar las ganancias. La app se ha descargado más de 20 millones de veces.',
      },
      {
        headline: 'La fiebre de muebles para residencias impulsa los resultados de Roomsmith en el tercer trimestre',
        summary:
          'El beneficio neto subió a 151 millones de Bolts porque los estudiantes compraron muchos escritorios, estanterías y camas compactas.',
        content:
          'Los ingresos subieron a 2,41 mil millones de Bolts, frente a 2,33 mil millones en el segundo trimestre. La empresa dijo que su colección para espacios pequeños, pensada para residencias estudiantiles y primeros apartamentos, fue la línea que más creció. Los responsables esperan que el trimestre de las fiestas sea el mejor del año, como siempre.',
      },
      {
        headline: 'Roomsmith retira 60.000 sillas plegables de escritorio por un problema en la bisagra',
        summary:
          'Una bisagra de un modelo de silla plegable puede aflojarse con el tiempo, así que Roomsmith ofrece el reembolso completo.',
        content:
          'La retirada se anunció junto con los reguladores de seguridad de productos después de que unas pocas sillas se vinieran abajo, sin que se informara de lesiones graves. Roomsmith calcula que la retirada costará unos 4 millones de Bolts. La empresa dijo que ya usa un diseño de bisagra más resistente.',
      },
    ],
  },
  QPKS: {
    sector: 'Consumo discrecional',
    industry: 'Tiendas de artículos deportivos',
    description:
      'Quickpeak vende equipamiento deportivo y de montaña, desde botas de fútbol y balones de baloncesto hasta tiendas de campaña y cuerdas de escalada, en 420 tiendas y con un programa de alquiler para el equipo más caro.',
    story:
      'Quickpeak fue fundada en 1993 por dos guías de montaña que abrieron una pequeña tienda de escalada al pie de la pista de esquí de Brightwater Junction. Añadieron equipamiento para deportes de equipo después de que las escuelas de la zona pidieran un lugar cercano donde comprar uniformes y balones. La cadena creció poco a poco contratando a entrenadores y deportistas como personal de tienda. Hace poco, Quickpeak lanzó un programa de alquiler e intercambio para que las familias puedan alquilar esquís o protecciones de hockey para hijos a los que se les quedan pequeños cada temporada.',
    businessModel:
      'Quickpeak vende equipamiento deportivo y de aire libre de muchas marcas, además de su propia marca más barata, Peakpath, que le deja más margen. El alquiler de equipos, los contratos de uniformes con escuelas y la puesta a punto de bicicletas aportan ingresos constantes por servicios.',
    competitiveAdvantages:
      'Su personal experto y servicios en tienda como el ajuste de esquís o la reparación de bicicletas son difíciles de ofrecer para quien solo vende en línea. Sus contratos de muchos años con cientos de escuelas y ligas juveniles le aseguran pedidos grandes y previsibles.',
    keyRisks:
      'Las ventas suben y bajan con las estaciones y el clima, así que un invierno con poca nieve perjudica las ventas de esquís y tablas de snowboard. Las grandes marcas deportivas venden cada vez más directamente a los clientes, lo que podría limitar los productos que Quickpeak puede ofrecer.',
    leadership: [
      {
        position: 'Director ejecutivo (CEO)',
        bio: 'Fue ciclista profesional, entró en Quickpeak como encargado del taller de bicicletas y se convirtió en CEO en 2018. Él puso en marcha el programa de alquiler de equipos.',
        education: 'Licenciatura en Gestión Deportiva, Instituto Técnico de Brightwater',
      },
      {
        position: 'Directora financiera',
        bio: 'Gestiona los presupuestos de Quickpeak a lo largo de los altibajos de cada temporada y dirige la planificación del inventario. Antes trabajó como analista del comercio minorista.',
        education: 'MBA, Universidad de Alder Falls',
      },
      {
        position: 'Directora de surtido',
        bio: 'Elige qué marcas y productos llenan las tiendas de Quickpeak, y en 2015 creó la marca propia Peakpath.',
        education: 'Licenciatura en Economía, Fernhollow College',
      },
    ],
    news: [
      {
        headline: 'Quickpeak firma un acuerdo de uniformes con una liga juvenil de 300 escuelas',
        summary:
          'Quickpeak suministrará uniformes y equipo de entrenamiento a una liga deportiva juvenil regional durante los próximos cuatro años.',
        content:
          'Se espera que el contrato aporte unos 45 millones de Bolts en ventas al año. Los acuerdos de varios años con equipos ayudan a suavizar los altibajos de temporada de Quickpeak. La liga también organizará jornadas de inscripción dentro de las tiendas de Quickpeak.',
      },
      {
        headline: 'Un otoño cálido frena las primeras ventas de equipo de invierno de Quickpeak',
        summary:
          'Un tiempo inusualmente templado ha retrasado las compras de esquís, tablas de snowboard y chaquetas de invierno.',
        content:
          'Quickpeak dijo que las ventas de invierno a principio de temporada van alrededor de un 7% por detrás del año pasado. Las ventas suelen recuperarse cuando llega la primera gran nevada, pero un invierno suave podría dejar a la empresa con mercancía de sobra que tendría que rebajar. Las acciones bajaron ligeramente tras la noticia.',
      },
      {
        headline: 'Los resultados de Quickpeak en el tercer trimestre bajan tras el pico del verano, como se esperaba',
        summary:
          'El beneficio neto de 54 millones de Bolts fue menor que en el segundo trimestre, pero coincidió con lo que esperaban los analistas.',
        content:
          'El segundo trimestre suele ser el mejor de Quickpeak por la temporada de campamentos y deportes de equipo del verano. Las ventas de bicicletas y de equipo de acampada se enfriaron en el tercer trimestre, como estaba previsto. Los alquileres crecieron un 22%, señal de que el nuevo negocio de servicios está despegando.',
      },
    ],
  },
};
