// Quarterly results in Spanish (as ../earnings.ts): the same claims need the same facts
// ({revenueGrowth}, {revenueDip}), so the words never contradict the numbers. {inQuarter} is
// "en el tercer trimestre".
import type { TypeTemplates } from '../kinds';

export const earningsTemplates: TypeTemplates = {
  bySentiment: {
    positive: {
      headlines: [
        '{short} [supera|rebasa] las previsiones con ingresos de {revenue}',
        '{short} [eleva|aumenta] sus ingresos a {revenue}{?revenueGrowth}',
        '{name} [presenta|reporta] un trimestre [fuerte|sólido]{?revenueNotDown}',
        'Los resultados de {short} [superan|baten] los pronósticos',
        '{short} gana {profit} {inQuarter}',
        '{short} reduce su pérdida a {lossSmaller}',
        'Buenas notas en el último informe de {short}',
        '{short} [presenta|logra] resultados [mejores de lo esperado|alentadores]',
      ],
      summaries: [
        '{name} reportó ingresos de {revenue} {inQuarter}, {revenueGrowth}. [El resultado superó lo que esperaban|Eso fue mejor de lo que esperaban] los analistas.',
        '{short} obtuvo una ganancia de {profit} {inQuarter}, con ingresos de {revenue}. [La dirección|La empresa] dijo que la demanda se mantuvo [fuerte|sólida] en su negocio principal.',
        'Los últimos resultados de {name} fueron [mejores que|superiores a] los pronósticos, gracias a [una demanda estable|clientes fieles] y a un gasto cuidadoso.',
        '{short} reportó una ganancia por acción de {eps} {inQuarter}. [Los inversores|Los analistas] recibieron bien [las cifras|el resultado].',
        '{short} todavía perdió dinero {inQuarter}, pero la pérdida se redujo a {lossSmaller}, una señal de que el negocio va en la dirección correcta.',
      ],
      leads: [
        '{name} ({symbol}) reportó ingresos de {revenue} {inQuarter}, {revenueGrowth}. El resultado fue [mejor de lo que esperaban los analistas|superior a la mayoría de los pronósticos].',
        '{short} [tuvo un buen trimestre|cerró un trimestre fuerte]. La empresa ingresó {revenue} y, después de pagar sus costos, le quedaron {profit} de ganancia.',
        '{name} [dio a conocer|publicó] sus últimos resultados [hoy|esta mañana], y las cifras [superaron|rebasaron] las expectativas. [Los ingresos|Las ventas] crecieron [en casi todo su negocio|en sus mercados principales].{?revenueNotDown}',
        '{name} ({symbol}) [presentó|publicó] resultados mejores de lo que esperaban los analistas. [Los analistas|Los inversores] se habían [preparado para|imaginado] un trimestre más [débil|flojo].',
        '{inQuarter}, {short} ganó {eps} por cada acción. [Eso|Esa cifra] fue [mejor que|superior a] los pronósticos de los analistas.',
        '{name} ({symbol}) todavía gasta más de lo que gana mientras crece, pero su pérdida se redujo a {lossSmaller} {inQuarter}. Los analistas lo vieron como [un avance real|un paso adelante].',
      ],
      details: [
        '{?revenueGrowth}{?profit}La ganancia creció [en parte|sobre todo] porque la empresa vigiló de cerca sus costos. [Los gastos|Los costos] subieron más despacio que las ventas.',
        '{ceo}, al frente de la empresa, dijo que el equipo se [concentró|enfocó] en lo que más piden los clientes. “Estamos [orgullosos|contentos] con el trimestre, y queda mucho por hacer”, dijo {ceoLast}.',
        'La empresa tiene unos {employees} empleados y dijo que planea seguir contratando a un ritmo constante.',
        '{short} dijo que [espera|confía en] que el próximo trimestre sea [parecido|igual de activo], aunque [señaló|recordó] que los resultados pueden cambiar de una temporada a otra.',
        'Los analistas dijeron que a {short} la [ayudaron|impulsaron] una demanda estable y algunas ofertas [oportunas|populares].',
      ],
    },
    neutral: {
      headlines: [
        '{short} presenta resultados en línea con las previsiones',
        '{name} [reporta|presenta] cifras estables {inQuarter}',
        'Sin grandes sorpresas en los últimos resultados de {short}',
        '{short} reporta ingresos de {revenue}',
        'Los resultados de {short} quedan [cerca de|justo en] lo esperado',
      ],
      summaries: [
        '{name} reportó ingresos de {revenue} {inQuarter}, cerca de lo que esperaban los analistas. [La empresa mantuvo sus planes para el año.|Sus planes para el año no cambian.]',
        'Los últimos resultados de {short} trajeron pocas sorpresas. [Las ventas|Los ingresos] y los costos se movieron en línea con los pronósticos.',
        '{short} ganó {eps} por acción {inQuarter}, igual que la mayoría de los pronósticos. La dirección dijo que seguirá invirtiendo a un ritmo constante.',
        '{short} reportó una pérdida de {loss} {inQuarter}, más o menos lo que esperaban los analistas mientras sigue invirtiendo para crecer.',
      ],
      leads: [
        '{name} ({symbol}) reportó ingresos de {revenue} {inQuarter}. [La cifra quedó|Eso quedó] cerca de lo que los analistas [esperaban|habían pronosticado].',
        'El último informe trimestral de {short} [llegó|salió] justo en línea con los pronósticos. No hubo grandes sorpresas ni en las ventas ni en los costos.',
        '{name} [dio a conocer|publicó] sus resultados del trimestre [hoy|esta semana]. La empresa reportó una ganancia de {profit} con ingresos de {revenue}.',
        '{short} todavía gasta más de lo que gana mientras crece, y reportó una pérdida de {loss} {inQuarter}. Eso quedó cerca de los pronósticos de los analistas.',
      ],
      details: [
        '{ceo}, al frente de la empresa, dijo que {short} mantendrá sus planes para el año. “Estamos construyendo paso a paso”, dijo {ceoLast}.',
        'Los analistas dijeron que los resultados muestran un negocio [estable|firme] más que uno que [avanza a toda velocidad|acelera]. A muchos inversores les gusta esa previsibilidad.',
        'La empresa, que tiene unos {employees} empleados, dijo que seguirá invirtiendo [en nuevos productos|en sus equipos] a un ritmo parecido.',
        'La empresa no cambió sus metas para el resto del año.',
      ],
    },
    negative: {
      headlines: [
        '{short} [no alcanza|se queda por debajo de] las previsiones al frenarse las ventas',
        'Los ingresos de {short} [bajan|retroceden] a {revenue}{?revenueDip}',
        '{short} reporta una pérdida de {loss} {inQuarter}',
        'Trimestre más [flojo|lento] para {name}',
        'Los resultados de {short} [quedan por debajo de|no alcanzan] las expectativas',
      ],
      summaries: [
        '{name} reportó ingresos de {revenue} {inQuarter}, {revenueDip}. [La empresa dijo|La dirección explicó] que [algunos clientes gastaron menos|la demanda fue más lenta de lo previsto].',
        'Los últimos resultados de {short} quedaron por debajo de lo que esperaban los analistas. La empresa dijo que está [trabajando para|enfocada en] que las ventas vuelvan a crecer.',
        '{short} reportó una pérdida de {loss} {inQuarter}. La empresa dijo que todavía invierte mucho y espera que los costos bajen con el tiempo.',
      ],
      leads: [
        '{name} ({symbol}) reportó ingresos de {revenue} {inQuarter}, {revenueDip}. Eso quedó [por debajo de|un poco por debajo de] lo que los analistas [esperaban|habían pronosticado].',
        '{short} tuvo un trimestre más [lento|difícil] de lo previsto. [Las ventas|Los ingresos] crecieron menos de lo esperado y algunos costos fueron más altos.',
        '{short} reportó una pérdida de {loss} {inQuarter}. Una pérdida significa que la empresa gastó más de lo que ganó en esos tres meses.',
      ],
      details: [
        '{ceo}, al frente de la empresa, dijo que el equipo [tiene un plan|está trabajando] para retomar el rumbo. “Sabemos dónde tenemos que mejorar y ya estamos en eso”, dijo {ceoLast}.',
        'Los analistas dijeron que un trimestre flojo no cambia la historia de la empresa a largo plazo, pero que seguirán de cerca el próximo informe.',
        'La empresa dijo que [frenará|pausará] algunos proyectos nuevos y se concentrará en su negocio [principal|central] por ahora.',
        '{short} dijo que [todavía espera|apunta a] un crecimiento estable el próximo año.',
      ],
    },
  },
  explainers: [
    'La ganancia por acción, o BPA, es la ganancia de una empresa dividida entre el número de sus acciones. Muestra cuánta ganancia le corresponde a cada acción.',
    'Los ingresos son todo el dinero que una empresa recibe por sus ventas. La ganancia, también llamada utilidad neta, es lo que queda después de pagar todos los costos.',
    'Las empresas presentan resultados cada trimestre, es decir, cada tres meses. Los inversores comparan cada informe con los pronósticos y con trimestres anteriores.',
    'Los analistas son personas que estudian empresas y publican pronósticos. Cuando los resultados superan esos pronósticos, se dice que la empresa superó las expectativas.',
  ],
};
