// Spanish paragraphs any news type can use (as ../shared.ts): background from the company's own
// facts, a closing look ahead, and general explainers. Quotes use “ ” and end with "dijo {ceoLast}";
// the chief executive is "al frente de la empresa", which needs no gender.
import type { Sentiment } from '../../../news';

export const CONTEXT_SENTENCES: Readonly<Record<string, readonly string[]>> = {
  founded: ['{name} [se fundó|nació] en {founded}.', '{short} [existe|opera] desde {founded}.'],
  hq: [
    'La sede de {short} está en {hq}.',
    '{short} tiene su sede en {hq}.',
    '{hq} es la ciudad donde [está la sede de {short}|{short} tiene sus oficinas principales].',
  ],
  employees: [
    '[Unas|Cerca de|Alrededor de] {employees} personas trabajan [en la empresa|en {short}].',
    '{short} emplea a [unas|cerca de|alrededor de] {employees} personas.',
  ],
  ceo: ['{short} está dirigida por {ceo}.', '{ceo} está al frente de la empresa.'],
  description: ['{description}', '[Para quienes no conocen la empresa:|En resumen:] {description}'],
  results: [
    '{inQuarter}, el periodo de su último informe, {short} [tuvo|registró] ingresos de {revenue}.',
    'El último informe de {short} mostró ingresos de {revenue} {inQuarter}.',
    '{short} obtuvo una ganancia de {profit} {inQuarter}, según su último informe.',
  ],
  symbol: [
    '{short} cotiza con el símbolo {symbol}.',
    'Las acciones de {short} figuran como {symbol}.',
    '[En el mercado, |]{short} se identifica con el símbolo {symbol}.',
  ],
  sector: [
    '{short} es una de las empresas {sector} que [siguen|observan] los inversores del juego.',
    '{short} forma parte del grupo de empresas {sector} del mercado.',
  ],
};

export const OUTLOOK_PARAGRAPHS: Readonly<Record<Sentiment, readonly string[]>> = {
  positive: [
    'Los inversores [buscarán|esperarán ver] más señales de avance en el próximo informe trimestral de {short}.',
    'La empresa dijo que compartirá más noticias en los próximos meses.',
    'Por ahora, la noticia se suma a una [buena racha|etapa positiva] para {short}.',
    'Los analistas estarán atentos a si {short} puede mantener el [ritmo|impulso].',
    '[Lo próximo|El siguiente hito] para {short} es su [próximo|siguiente] informe trimestral.',
    'Si el plan funciona, podría [mejorar|impulsar] los resultados de {short} [el próximo año|en los próximos trimestres].',
    '[Los operadores|Los inversores] [seguirán|observarán] cómo se refleja la noticia en [las ventas|los números] de {short} con el tiempo.',
  ],
  neutral: [
    'Se espera que {short} comparta su próxima actualización en las próximas semanas.',
    'Por ahora, poco cambia para la empresa o sus accionistas.',
    'Los inversores tendrán una imagen más clara cuando {short} presente sus próximos resultados.',
    'Los operadores seguirán de cerca {symbol} por si hay novedades.',
    '[No se esperan más noticias|No hay otras novedades previstas] de {short} [esta semana|por ahora].',
    'La próxima gran actualización de {short} debería llegar con su [próximo|siguiente] informe trimestral.',
    '[Para los accionistas|Para quienes tienen acciones de {symbol}], todo sigue [más o menos|prácticamente] igual.',
  ],
  negative: [
    '{short} dijo que dará una actualización en su próximo informe trimestral.',
    '[Muchos|Algunos] inversores miran más allá de los tropiezos de corto plazo y se fijan en dónde estará una empresa [dentro de unos años|a largo plazo].',
    'Un solo [tropiezo|trimestre flojo] rara vez cuenta toda la historia de una empresa.',
    'Los analistas dijeron que [observarán|seguirán] qué tan rápido {short} retoma el rumbo.',
    'La empresa dijo que sigue [confiada|optimista] sobre sus planes a largo plazo.',
    '[Las empresas|Los negocios] suelen recuperarse de tropiezos como este, [aunque|pero] puede llevar [tiempo|algunos trimestres].',
    '{short} ya ha [superado|enfrentado] [tropiezos|desafíos] antes, y sus [planes|metas] para el año [siguen igual|no han cambiado].',
    'Los [próximos meses|meses que vienen] mostrarán qué tan rápido {short} [deja esto atrás|sigue adelante].',
  ],
};

export const GENERAL_EXPLAINERS: readonly string[] = [
  'Una acción es una pequeña parte de la propiedad de una empresa. Cuando a la empresa le va bien, sus acciones pueden valer más.',
  'A los inversores les importan noticias como esta porque pueden cambiar cuánto dinero se espera que gane una empresa en el futuro.',
  'El valor de mercado de una empresa es el precio de su acción multiplicado por el número de acciones. Indica cuánto cree el mercado que vale toda la empresa.',
  'Los accionistas son las personas y los fondos que tienen acciones de una empresa. Las grandes decisiones suelen necesitar su voto.',
  'Una sola noticia rara vez decide el futuro de una empresa. Los inversores suelen mirar muchos trimestres juntos para ver la tendencia general.',
  'Repartir el dinero entre varias empresas, lo que se llama diversificación, hace que una mala noticia pese menos.',
];

export const REWORD_OPENERS: readonly string[] = [
  'En resumen:',
  'Como recordatorio:',
  'Vale la pena repetirlo:',
  'Como ya se dijo:',
  'Una vez más:',
];

export const FALLBACK_HEADLINES: readonly [string, string] = [
  'Noticias de {short}: {name} ({symbol})',
  'Novedades de {name} ({symbol})',
];
