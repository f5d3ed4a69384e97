// Day-to-day running of the business in Spanish (as ../operational.ts), with the same storylines.
import type { TypeTemplates } from '../kinds';

export const operationalTemplates: TypeTemplates = {
  bySentiment: {
    positive: {
      headlines: [
        '@site: {short} abre una nueva sede en {city}',
        '@hire: {short} contratará a {hires} personas en {city}',
        '@upgrade: {short} termina una [gran|importante] modernización {timing}',
        '@clean: {short} pasa sus sedes principales a energía limpia',
        '@wait: {short} [reduce|acorta] los tiempos de espera de sus clientes',
        '@site: {short} [se expande|crece] más allá de {hq}',
      ],
      summaries: [
        '@site: {name} abrió una nueva sede en {city}, que creará unos {hires} empleos. La empresa dijo que el paso la ayudará a atender más rápido a sus clientes.',
        '@upgrade: {short} terminó una gran modernización de sus sistemas {timing}. La empresa espera [costos más bajos|un servicio más rápido] como resultado.',
        '@clean: {short} ya funciona con energía limpia en sus sedes principales. La empresa dijo que el cambio también debería bajar sus facturas de energía con el tiempo.',
        '@wait: {short} dijo que ahora sus clientes esperan menos para recibir ayuda, después de capacitar a más personal de soporte y actualizar sus herramientas.',
        '@hire: {short} planea contratar a unas {hires} personas en {city} [porque crece la demanda|para seguir el ritmo de la demanda]. La empresa dijo que la mayoría de los puestos serán [de tiempo completo|estables].',
      ],
      leads: [
        '@site: {name} ({symbol}) abrió una nueva sede en {city}. Es [la primera|la más grande] de la empresa fuera de {hq}.',
        '@upgrade: {short} terminó de [modernizar|renovar] [sus sistemas|los sistemas informáticos que hacen funcionar su negocio] {timing}. El proyecto tomó [cerca de un año|unos dieciocho meses].',
        '@hire: {short} planea contratar a unas {hires} personas en {city} durante el próximo año. Los nuevos puestos serán [en atención al cliente y entregas|en ingeniería y ventas|de distintos tipos].',
        '@clean: {short} ya abastece sus sedes principales con energía [eólica y solar|renovable]. [La empresa|{short}] había prometido el cambio [hace dos años|el año pasado].',
        '@wait: {short} [redujo|acortó] el tiempo que sus clientes esperan para recibir ayuda. Capacitó a más personal de soporte y [actualizó|mejoró] las herramientas que usan.',
      ],
      details: [
        '{ceo}, al frente de la empresa, dijo que los cambios harán que la empresa sea más [rápida|ágil] y más [sencilla|fácil] de tratar. “Las pequeñas mejoras se van sumando”, dijo {ceoLast}.',
        'Unos costos de operación más bajos pueden aumentar la ganancia aunque las ventas no cambien, y por eso los inversores siguen este tipo de noticias.',
        '{short}, fundada en {founded}, hoy emplea a unas {employees} personas.',
        'Los analistas dijeron que el proyecto debería mejorar los márgenes de la empresa con el tiempo.',
      ],
    },
    neutral: {
      headlines: [
        '@reorg: {short} [reorganiza|reordena] sus equipos',
        '@head: Cambio en la dirección de operaciones de {short}',
        '@move: {short} traslada algunas oficinas dentro de {hq}',
        '@meeting: {short} celebra su reunión anual con los accionistas',
        '@delivery: {short} actualiza su calendario de entregas',
      ],
      summaries: [
        '@reorg: {name} está [reorganizando|reordenando] sus equipos en [menos grupos, pero más grandes|grupos organizados en torno a los clientes]. La empresa dijo que nadie perderá su empleo.',
        '@head: {short} nombró a una persona de la propia empresa para dirigir las operaciones. No se esperan cambios en el trabajo diario.',
        '@meeting: {short} celebró [en {hq}|esta semana] su reunión anual con los accionistas, donde [los dueños de sus acciones|los accionistas] votaron asuntos de rutina.',
        '@delivery: {short} está cambiando su calendario de entregas [a menos viajes, pero más llenos|a un horario más regular]. Los clientes casi no notarán la diferencia.',
        '@move: {short} trasladará algunos de sus equipos a una nueva oficina en {hq}. La empresa dijo que el edificio está [más cerca del transporte público|mejor preparado para ahorrar energía].',
      ],
      leads: [
        '@reorg: {name} ({symbol}) dijo que está [reorganizando|reagrupando] sus equipos [para trabajar más cerca de los clientes|en torno a sus productos principales]. Nadie perderá su empleo por el cambio, según la empresa.',
        '@head: {short} eligió a una persona [de su propio equipo|entre sus gerentes] para dirigir las operaciones. [La empresa|{short}] dijo que el trabajo diario seguirá como siempre.',
        '@meeting: {short} celebró su reunión [anual|de cada año] de accionistas [en {hq}|esta semana]. Los accionistas aprobaron [los planes del consejo|propuestas de rutina] casi sin debate.',
        '@delivery: {short} está cambiando la frecuencia de sus entregas y [pasa a hacer menos viajes, pero más llenos|adopta un horario más regular]. La empresa dijo que esto debería [ahorrar combustible|reducir costos] sin hacer más lento el servicio.',
        '@move: {short} trasladará algunas de sus oficinas a un nuevo edificio en {hq}. La mudanza debería terminar [en unos meses|antes de fin de año].',
      ],
      details: [
        'Los cambios así son comunes cuando las empresas crecen. Los inversores suelen esperar a ver resultados antes de decidir si ayudan.',
        '@reorg,head: {ceo} dijo que el objetivo es que la empresa siga siendo [ágil|rápida] a medida que crece.',
        '@meeting: En una reunión anual, quienes tienen acciones de una empresa pueden hacer preguntas y votar decisiones importantes.',
        'Los analistas esperan poco efecto en los resultados de la empresa.',
      ],
    },
    negative: {
      headlines: [
        '@issue: {short} trabaja para resolver {issue}',
        '@issue: {short} [sufre|enfrenta] {issue}',
        '@delay: {short} [retrasa|pospone] la apertura de su sede en {city}',
        '@costs: Costos más altos [presionan a|pesan sobre] {short}',
      ],
      summaries: [
        '@issue: {name} está enfrentando {issue}. La empresa dijo que espera que todo vuelva a la normalidad en [unos días|un par de semanas].',
        '@delay: {short} retrasó unos meses la apertura de su nueva sede en {city} por [demoras en la obra|falta de piezas].',
        '@costs: {short} dijo que los costos más altos de [energía y materiales|envíos y piezas] [pesarán sobre|reducirán] su ganancia este trimestre.',
      ],
      leads: [
        '@issue: {name} ({symbol}) está trabajando para resolver {issue}. Algunos clientes [notaron|se vieron afectados por] el problema [a principios de semana|durante el fin de semana].',
        '@delay: {short} dijo que la apertura de su nueva sede en {city} se [retrasará|aplazará] unos meses. [La obra|La construcción] está tomando más tiempo del previsto.',
        '@costs: {short} dijo que los costos de [energía y materiales|envíos y piezas] subieron más rápido de lo esperado este trimestre. Eso significa que la empresa se queda con menos de cada Bolt que gana.',
      ],
      details: [
        '@issue: {ceo} pidió disculpas a los clientes afectados. “Lamentamos las molestias y ya lo estamos arreglando”, dijo {ceoLast}.',
        '@issue: La empresa dijo que [compensará|dará un crédito] a los clientes afectados y [revisará|mejorará] sus procesos para que el problema no se repita.',
        '@costs: {short} dijo que busca maneras de [ahorrar dinero|usar menos energía] sin descuidar la calidad.',
        '@delay: La empresa dijo que, mientras tanto, los clientes de la zona serán atendidos desde sus sedes actuales.',
        'La empresa dijo que sus planes a largo plazo no han cambiado.',
        '@issue: Los analistas dijeron que el problema debería tener poco efecto en los resultados, siempre que se resuelva rápido.',
      ],
    },
  },
  explainers: [
    'La cadena de suministro son todos los pasos que llevan piezas a una empresa y productos terminados a sus clientes. Un retraso en cualquier paso puede frenarlo todo.',
    'El margen de una empresa es la parte de cada venta que se queda como ganancia. Con costos más bajos, los márgenes pueden crecer.',
    'Las operaciones son el trabajo diario de llevar adelante un negocio, desde fábricas y almacenes hasta la atención al cliente.',
  ],
};
