// Spanish word lists: the same partners, regulators, rules, problems and products as the English
// ones (../vocabulary.ts), in the same order, in the neutral Spanish of Latin American news.
// Partners and problems are indefinite, regulators definite ("la Junta ...", "el banco central":
// "de el" and "a el" become "del" and "al" when rendered), rules feminine plural ("normas").
import type { SpanishProduct } from '../lexicon';
import type { CategoryKey, ProductGroup } from '../vocabulary';

const f = (noun: string): SpanishProduct => ({ noun, gender: 'f' });
const m = (noun: string): SpanishProduct => ({ noun, gender: 'm' });

export const PARTNERS: readonly string[] = [
  'una cadena regional de supermercados',
  'una red de bibliotecas comunitarias',
  'una empresa de autobuses urbanos',
  'una cadena nacional de tiendas de bicicletas',
  'un grupo de clínicas rurales',
  'un laboratorio de investigación universitario',
  'una liga deportiva juvenil',
  'una empresa familiar de reparto',
  'un festival de música de verano muy popular',
  'una cadena de gimnasios',
  'un gran distrito escolar',
  'una aerolínea regional',
  'una fundación de parques nacionales',
  'una cadena de cafeterías',
  'un club de fútbol local',
  'un museo de ciencias',
  'un grupo de librerías independientes',
  'una cadena hotelera',
  'una cooperativa agrícola',
  'un gobierno municipal',
  'una empresa de ferris',
  'un hospital infantil',
  'una cadena de ferreterías',
  'una empresa de residencias estudiantiles',
];

export const REGULATORS: Readonly<Record<CategoryKey, readonly string[]>> = {
  technology: ['la Junta de Servicios Digitales', 'la oficina nacional de protección de datos'],
  healthcare: ['la Junta de Productos de Salud', 'la oficina nacional de normas sanitarias'],
  finance: ['el Consejo de Finanzas Justas', 'el banco central'],
  energy: ['la Oficina de Normas Energéticas', 'el regulador de la red eléctrica nacional'],
  retail: ['la Oficina de Comercio Justo', 'la junta de seguridad del consumidor'],
  automotive: ['la junta nacional de seguridad vial', 'la Oficina de Inspección Vehicular'],
  default: ['la Oficina de Comercio Justo', 'la oficina nacional del consumidor'],
};

/** Always feminine plural ("...ya cumple la mayoría de ellas"). */
export const RULES: Readonly<Record<CategoryKey, readonly string[]>> = {
  technology: [
    'nuevas normas sobre cómo las apps protegen los datos de los usuarios jóvenes',
    'normas actualizadas de seguridad en internet',
    'normas sobre cuánto tiempo pueden guardar las empresas los datos de sus clientes',
  ],
  healthcare: [
    'normas más claras para el etiquetado de medicamentos',
    'nuevas normas de seguridad para dispositivos médicos',
    'normas sobre cómo se guardan los historiales de los pacientes',
  ],
  finance: [
    'normas sobre cómo los bancos explican sus comisiones',
    'nuevas normas que limitan las comisiones con tarjeta para comercios pequeños',
    'normas de control más estrictas para proteger a los ahorradores',
  ],
  energy: [
    'nuevas normas para conectar centrales eléctricas a la red',
    'normas de seguridad actualizadas para el almacenamiento en baterías',
    'nuevas metas de electricidad limpia',
  ],
  retail: [
    'nuevas normas de envases y reciclaje',
    'normas que exigen etiquetas de precio más claras en los estantes',
    'normas sobre cómo las tiendas en línea gestionan las devoluciones',
  ],
  automotive: [
    'normas actualizadas de seguridad para baterías',
    'nuevas normas de emisiones para vehículos',
    'normas para probar los sistemas de asistencia al conductor',
  ],
  default: ['normas sobre cómo se muestran los precios', 'normas actualizadas de protección al consumidor'],
};

export const ISSUES: Readonly<Record<CategoryKey, readonly string[]>> = {
  technology: ['una breve caída del servicio', 'una lentitud en su app', 'un retraso en los envíos de equipos'],
  healthcare: [
    'un retraso en la apertura de una nueva clínica',
    'un retraso en el suministro de algunos kits de prueba',
    'una falla en el sistema de citas',
  ],
  finance: [
    'una breve caída de su app móvil',
    'un retraso en el procesamiento de algunos pagos',
    'una falla en su banca en línea',
  ],
  energy: [
    'una reparación que tardó más de lo previsto',
    'un retraso en la conexión de una nueva planta',
    'una falta de piezas',
  ],
  retail: [
    'un atraso de entregas en uno de sus almacenes',
    'una falla al pagar en su sitio web',
    'estantes vacíos de algunos productos',
  ],
  automotive: [
    'una falta de piezas en una de sus fábricas',
    'una falla de software en algunos vehículos',
    'entregas más lentas de los nuevos modelos',
  ],
  default: ['un retraso en una de sus sedes', 'una breve caída de sus sistemas'],
};

export const PRODUCT_KINDS: Readonly<Record<ProductGroup | CategoryKey, readonly SpanishProduct[]>> = {
  hobby: [f('línea de juegos de mesa'), f('línea de kits de manualidades'), f('colección de cartas coleccionables')],
  game: [m('juego de rompecabezas'), m('juego de aventuras para celulares'), m('juego de carreras multijugador')],
  cloud: [
    m('plan de almacenamiento en la nube'),
    m('servicio de bases de datos'),
    f('herramienta de copias de seguridad para pequeñas empresas'),
  ],
  security: [m('gestor de contraseñas'), m('escáner de redes domésticas'), f('app de seguridad para familias')],
  chip: [m('chip de bajo consumo'), m('chip gráfico'), m('chip de sensores para dispositivos vestibles')],
  education: [f('app para practicar matemáticas'), f('app para aprender idiomas'), m('planificador de tareas')],
  creator: [f('app de edición de video'), m('kit de herramientas para pódcasts'), m('paquete de filtros de fotos')],
  space: [m('satélite meteorológico'), f('antena de internet satelital')],
  robot: [m('robot para almacenes'), m('cortacésped robot')],
  payment: [f('pulsera de pago sin contacto'), f('app de pagos para comercios pequeños')],
  insurance: [m('seguro para bicicletas'), f('app de seguros para el hogar')],
  invest: [f('app para practicar inversiones'), m('servicio de datos de mercado')],
  personalFinance: [f('app de presupuesto'), m('registro de metas de ahorro')],
  bank: [f('cuenta de ahorro para estudiantes'), f('app de banca móvil'), f('herramienta de presupuesto')],
  solar: [m('kit solar para techos'), m('panel solar')],
  wind: [m('aerogenerador marino'), m('parque eólico')],
  storage: [f('batería para el hogar'), m('paquete de baterías de larga duración')],
  hydrogen: [f('pila de combustible de hidrógeno'), f('estación de carga de hidrógeno')],
  geothermal: [m('sistema de calefacción geotérmica'), f('planta geotérmica')],
  grid: [f('herramienta de monitoreo de la red'), f('herramienta de pronóstico de energía')],
  utility: [m('medidor inteligente'), m('plan de energía verde')],
  charging: [m('cargador rápido'), f('app de carga')],
  truck: [m('camión eléctrico de reparto'), m('camión de larga distancia')],
  bike: [f('bicicleta eléctrica'), m('monopatín plegable')],
  autonomous: [m('minibús autónomo'), m('sistema de asistencia al conductor')],
  motorsport: [m('auto deportivo para circuito'), m('simulador de carreras')],
  sharing: [f('app para compartir autos'), f('membresía de alquiler')],
  parts: [f('batería para autos'), m('kit de frenos')],
  restoration: [m('servicio de reparación'), m('programa de restauración de autos clásicos')],
  automobile: [m('hatchback eléctrico'), m('SUV familiar'), m('auto eléctrico compacto')],
  biotech: [m('medicamento para la alergia'), m('programa de investigación de vacunas')],
  dental: [m('cepillo de dientes inteligente'), m('plan de revisiones dentales')],
  diagnostics: [m('kit de prueba para casa'), m('análisis de sangre más rápido')],
  device: [m('monitor de ritmo cardíaco'), m('audífono')],
  telehealth: [f('app de consultas por video'), m('verificador de síntomas')],
  veterinary: [m('plan de salud para mascotas'), f('app de revisiones para mascotas')],
  fitness: [f('pulsera de actividad'), f('app de ejercicios')],
  pharmacy: [m('servicio de entrega de recetas'), f('app de farmacia')],
  footwear: [f('zapatilla para correr'), f('zapatilla hecha con materiales reciclados')],
  apparel: [f('línea de ropa hecha con tela reciclada'), f('línea de uniformes escolares')],
  book: [f('caja de suscripción de cómics'), f('app de lectura')],
  grocery: [m('servicio de entrega de supermercado'), f('línea de snacks de marca propia')],
  furnish: [m('escritorio para armar'), f('línea de muebles')],
  internetRetail: [m('servicio de entrega en el mismo día'), f('app de compras')],
  sporting: [f('línea de equipo deportivo'), m('casco para bicicleta')],
  technology: [f('app'), m('dispositivo inteligente')],
  healthcare: [f('app de salud'), m('servicio de clínica')],
  finance: [f('app bancaria'), m('plan de ahorro')],
  energy: [m('plan de energía limpia'), m('monitor de energía para el hogar')],
  retail: [f('línea de productos de marca propia'), f('app de compras')],
  automotive: [m('auto eléctrico'), m('servicio de cuidado del auto')],
  default: [m('producto'), m('servicio')],
};

/** A category's companies and shares, after "empresas"/"acciones"; an admin's own category has none. */
export const SECTORS: Readonly<Record<Exclude<CategoryKey, 'default'>, string>> = {
  technology: 'tecnológicas',
  healthcare: 'de salud',
  finance: 'financieras',
  energy: 'energéticas',
  retail: 'minoristas',
  automotive: 'de automoción y transporte',
};

/** As ../vocabulary.ts YEARS, FINE_SIZES (a whole fine here) and TIMINGS, in the same order. */
export const YEARS: readonly string[] = ['dos años', 'tres años', 'cuatro años', 'cinco años'];
export const FINES: readonly string[] = ['unos pocos millones de Bolts', 'varios millones de Bolts'];
export const TIMINGS: readonly string[] = ['antes de lo previsto', 'a tiempo', 'a tiempo y dentro del presupuesto'];
