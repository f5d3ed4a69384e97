// Market updates in Spanish (as ../market-update.ts): the share price had a good, quiet or soft
// day; no prices are quoted. {sector} follows "empresas"/"acciones" ("acciones tecnológicas").
import type { TypeTemplates } from '../kinds';

export const marketUpdateTemplates: TypeTemplates = {
  bySentiment: {
    positive: {
      headlines: [
        'Las acciones de {short} [suben|avanzan] mientras los inversores [se animan con|apuestan por] las acciones {sector}',
        '[Llegan|Aparecen] compradores para {name} ({symbol})',
        '{symbol} [gana terreno|sube un poco] en una jornada [activa|animada]',
        '{short} [vuelve a atraer|atrae esta semana] la atención de los inversores',
        'El buen ánimo en las acciones {sector} impulsa a {short}',
        'Las acciones de {short} [suben|avanzan] tras una [buena|sólida] semana para las empresas {sector}',
        '{short} [sube|avanza] [en una jornada tranquila|con el regreso de los compradores]',
      ],
      summaries: [
        'Las acciones de {name} ({symbol}) [subieron|avanzaron] porque llegaron más compradores que vendedores. Los operadores señalaron [el creciente interés en|una buena semana para] las empresas {sector}.',
        '{name} [ganó terreno|subió] en una jornada [activa|estable]. Ningún anuncio explicó el movimiento, pero los operadores dijeron que el ánimo en torno a las acciones {sector} ha [mejorado|repuntado].',
        'Los inversores [compraron|se llevaron] más acciones de {symbol} que de costumbre, lo que [elevó|empujó un poco] el precio de {name}.',
        '{short} subió junto con otras acciones {sector} mientras los inversores [esperan|se preparan para] la próxima ronda de informes.',
        '{short} [subió un poco|avanzó] [hoy|en la sesión], y los operadores mencionaron sus últimos ingresos: {revenue} {inQuarter}.',
      ],
      leads: [
        'Las acciones de {name}, que cotiza con el símbolo {symbol}, [subieron|avanzaron] [hoy|durante la sesión]. Llegaron más compradores que vendedores, algo que suele empujar el precio hacia arriba.',
        '{name} tuvo un [buen|gran] día en el mercado. Hubo [más movimiento|más actividad] de lo normal, y la mayoría de las órdenes fueron de compra.',
        'Fue una jornada [luminosa|alegre] para las acciones {sector}, y {short} estuvo [entre las que subieron|entre las ganadoras].',
        'Los inversores [mostraron un nuevo interés en|pusieron su atención en] {name} ({symbol}) [hoy|en la sesión], y el precio de su acción [subió|avanzó] [de forma constante|a lo largo del día].',
      ],
      details: [
        'Los operadores dijeron que las noticias recientes de empresas {sector} han mejorado el ánimo de los inversores. Cuando mucha gente espera que a una empresa le vaya bien, está dispuesta a pagar un poco más por sus acciones.',
        '{short} no ha hecho ningún anuncio nuevo, así que el movimiento parece seguir al mercado en general. Las acciones de un mismo sector suelen subir y bajar juntas.',
        'Algunos operadores mencionaron los últimos resultados de {short}, en los que la empresa reportó ingresos de {revenue} {inQuarter}.',
        'La empresa tiene su sede en {hq}, y [muchos|bastantes] inversores locales la siguen de cerca. [Varios|Algunos] operadores dijeron que les gustan los planes de {short} para el próximo año.',
        '[Varios|Algunos] operadores dijeron que {short} está [bien posicionada|en buena forma] a medida que crece el interés por las empresas {sector}.',
      ],
    },
    neutral: {
      headlines: [
        'Las acciones de {short} [se mantienen estables|apenas se mueven] en una sesión tranquila',
        'Día tranquilo para {name} ({symbol})',
        '{symbol} [se mueve de lado|no avanza ni retrocede] mientras los inversores esperan noticias',
        '{short} [cierra|termina] el día [cerca de|casi] donde empezó',
        'Operaciones tranquilas para {short} en una pausa de las acciones {sector}',
        '{short} [se mueve en un rango estrecho|mantiene su posición] antes de su próxima actualización',
      ],
      summaries: [
        'Las acciones de {name} ({symbol}) [se movieron muy poco|se mantuvieron en un rango estrecho] hoy. Compradores y vendedores estuvieron más o menos equilibrados.',
        'Fue una sesión tranquila para {short}, sin grandes anuncios. Los operadores parecen esperar la próxima actualización de la empresa.',
        '{name} cotizó cerca de su precio de apertura mientras los inversores [analizaban|sopesaban] noticias mixtas de empresas {sector}.',
        '{short} [pasó el día|cotizó] cerca de donde empezó, mientras [la mayoría de los|muchos] operadores esperaban noticias nuevas.',
      ],
      leads: [
        'Las acciones de {name} ({symbol}) [pasaron el día|cotizaron] [cerca de|muy cerca de] su precio de apertura. Compradores y vendedores estuvieron más o menos equilibrados, así que el precio tuvo pocos motivos para moverse.',
        'Fue un día [tranquilo|calmado] para {short} en el mercado. Sin noticias nuevas, la mayoría de los operadores [se quedaron al margen|mantuvieron sus acciones].',
        '{name} [casi no se movió|apenas se movió] [hoy|en la sesión], aunque otras acciones {sector} [subieron y bajaron|se movieron en ambos sentidos].',
        '{short} tuvo un día [sin sobresaltos|sin prisas] en el mercado, con [un poco menos de|algo menos de] actividad que de costumbre.',
      ],
      details: [
        'Los días así son normales. El precio de una acción solo se mueve mucho cuando algo cambia lo que los inversores esperan de una empresa.',
        'Los operadores dijeron que esperan los próximos resultados de {short} antes de decidir. El último informe cubrió {quarter}, cuando la empresa ingresó {revenue}.',
        'Algunos operadores [ven|describieron] la calma como una pausa después de unas semanas muy activas para las empresas {sector}.',
        'Sin noticias de la empresa, [la mayoría de los|muchos] inversores parecen contentos con esperar y ver qué pasa.',
      ],
    },
    negative: {
      headlines: [
        'Las acciones de {short} [bajan un poco|retroceden] mientras los operadores [se vuelven cautelosos|se toman un respiro]',
        '{symbol} [cede terreno|baja un poco] en una sesión [floja|cautelosa] para las acciones {sector}',
        '{name} devuelve parte de [sus ganancias recientes|lo ganado]',
        'Los vendedores [superan|le ganan] a los compradores en {short}',
        '{short} [baja|retrocede] mientras algunos inversores toman ganancias',
        '{short} [cede|baja un poco] [sin noticias de la empresa|en un día sin noticias]',
      ],
      summaries: [
        'Las acciones de {name} ({symbol}) [bajaron un poco|retrocedieron] porque más operadores vendieron que compraron. El movimiento llegó tras un día más [flojo|tranquilo] para las acciones {sector}.',
        '{short} [cedió terreno|bajó un poco] hoy sin ningún anuncio nuevo de la empresa. Algunos operadores [aseguraron|tomaron] ganancias después de las subidas recientes.',
        'Los inversores fueron más cautelosos hoy con las empresas {sector}, y {name} [bajó un poco|retrocedió] junto con varias de ellas.',
        '{short} [cerró|terminó] la sesión un poco más abajo. Los operadores dijeron que la baja refleja el ánimo del mercado más que un cambio en la empresa.',
      ],
      leads: [
        'Las acciones de {name}, que figura como {symbol}, [bajaron un poco|retrocedieron] [hoy|durante la sesión]. Hubo más vendedores que compradores, algo que tiende a empujar el precio hacia abajo.',
        '{short} tuvo un día más [flojo|tranquilo] en el mercado. La empresa no hizo ningún anuncio nuevo, y la baja [pareció|parecía] seguir un ánimo [cauteloso|prudente] en las acciones {sector}.',
        'Fue una sesión [lenta|cautelosa] para las empresas {sector}, y {name} ({symbol}) [terminó|cerró] un poco más abajo.',
        '{short} [devolvió|cedió] parte de sus ganancias recientes [hoy|en esta sesión], mientras algunos inversores vendían acciones.',
      ],
      details: [
        'Algunos operadores vendieron para asegurar ganancias después de las subidas recientes. Tomar ganancias significa vender acciones que han subido para que la ganancia se vuelva dinero de verdad.',
        'Las bajas pequeñas como esta son frecuentes y suelen decir más sobre el ánimo del mercado que sobre la propia empresa.',
        'El último informe de la empresa mostró ingresos de {revenue} {inQuarter}, y los operadores dijeron que sus planes no han cambiado.',
        'Los analistas señalaron que el negocio de {short} no ha cambiado desde su última actualización y que los precios pueden moverse por muchas razones en un solo día.',
      ],
    },
  },
  explainers: [
    'El precio de una acción se mueve cuando más gente quiere comprar que vender, o al revés. El precio se fija donde compradores y vendedores se ponen de acuerdo.',
    'Un símbolo bursátil, como {symbol}, es un código corto que ayuda a encontrar fácilmente una empresa en el mercado.',
    'El volumen de negociación es la cantidad de acciones que cambian de manos en un día. Los días con mucho movimiento suelen traer cambios de precio más grandes.',
    'Las acciones de un mismo sector suelen moverse juntas, porque una noticia sobre una de las empresas {sector} puede cambiar lo que los inversores esperan de las demás.',
  ],
};
