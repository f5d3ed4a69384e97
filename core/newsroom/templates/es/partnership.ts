// Partnerships in Spanish (as ../partnership.ts), with kinds of partner, never named firms.
import type { TypeTemplates } from '../kinds';

export const partnershipTemplates: TypeTemplates = {
  bySentiment: {
    positive: {
      headlines: [
        '{short} se une a {partner}',
        '{name} [firma|cierra] un acuerdo con {partner}',
        '{partner} elige a {short} para una nueva alianza',
        '{short} y {partner} unen fuerzas en {city}',
        'Una nueva alianza lleva a {short} a {city}',
        '{short} [gana|consigue] un acuerdo de {years} en {city}',
      ],
      summaries: [
        '{name} firmó un acuerdo de {years} con {partner} en {city}. La alianza [debería traer|abre la puerta a] nuevos clientes para {short}.',
        '{partner} eligió a {name} para una nueva alianza. Por ahora el acuerdo es pequeño, pero los analistas dicen que podría llevar a acuerdos parecidos en otras ciudades.',
        '{short} y {partner} anunciaron una alianza [hoy|esta semana]. Trabajarán juntos en {theProduct}, empezando por {city}.',
        '{short} trabajará con {partner} en {city} en un proyecto [a largo plazo|de varios años], según informó la empresa.',
      ],
      leads: [
        '{name} ({symbol}) acordó una alianza con {partner} de {city}. El acuerdo [durará|tendrá una duración de] {years}.',
        '{short} [tiene un nuevo socio|sumó un nuevo socio]: {partner} de {city}. Juntos planean [lanzar|ofrecer] {theProduct} a más clientes.',
        '{partner} de {city} [firmó|cerró] un acuerdo con {name}. [El acuerdo|El convenio] se anunció [esta mañana|hoy].',
      ],
      details: [
        'El acuerdo es [pequeño|modesto] comparado con los ingresos totales de {short}, pero las alianzas así suelen llevar a [más acuerdos|acuerdos parecidos] en otros lugares.',
        '{ceo}, al frente de la empresa, dijo que la alianza busca [llegar a|atender a] los clientes donde ya están. “Los buenos socios nos ayudan a crecer más rápido de lo que podríamos solos”, dijo {ceoLast}.',
        '{short}, que tiene su sede en {hq}, dijo que personal de ambas partes trabajará en conjunto en los próximos meses.',
        'La alianza encaja en el plan de {short} de crecer más allá de {hq} y llegar a nuevos clientes.',
        'Ambas partes dijeron que compartirán lo que aprendan y [analizarán|considerarán] un proyecto más grande más adelante.',
      ],
    },
    neutral: {
      headlines: [
        '@renew: {short} [renueva|extiende] su acuerdo con {partner}',
        '@pilot: {short} y {partner} [acuerdan|firman] un pequeño proyecto piloto',
        '@pilot: {short} [prueba|ensaya] una alianza en {city}',
        '@talks: {short} inicia conversaciones con {partner}',
      ],
      summaries: [
        '@renew: {name} renovó su acuerdo con {partner} en condiciones parecidas. El acuerdo deja las cosas [casi como estaban|prácticamente igual] para ambas partes.',
        '@pilot: {short} hará un pequeño proyecto piloto con {partner} en {city}. Las dos partes decidirán más adelante si lo amplían.',
        '@talks: {short} está en conversaciones iniciales con {partner} para trabajar juntos. Todavía no se ha firmado ningún acuerdo.',
      ],
      leads: [
        '@renew: {name} ({symbol}) [renovó|extendió] su acuerdo con {partner}. Las condiciones son [parecidas|cercanas] a las del acuerdo anterior.',
        '@pilot: {short} y {partner} [probarán|pondrán a prueba] una alianza en {city} durante [seis meses|algunos meses]. Si funciona bien, el proyecto podría crecer.',
        '@talks: {short} confirmó que conversa con {partner} sobre una posible alianza. [Ambas partes|Las dos organizaciones] dijeron que es muy pronto para dar detalles.',
      ],
      details: [
        'Los analistas dijeron que es [poco probable que la noticia cambie|probable que la noticia no cambie] mucho los resultados de la empresa en el corto plazo.',
        '@pilot: Los proyectos piloto permiten a las empresas probar una idea en pequeño antes de gastar mucho dinero en ella.',
        '{ceo} dijo que la empresa [se toma su tiempo|prefiere empezar en pequeño] con los socios nuevos. “Nos gusta aprender primero y crecer después”, dijo {ceoLast}.',
        'Ninguna de las partes dio a conocer el valor del acuerdo.',
      ],
    },
    negative: {
      headlines: [
        '@end: {short} y {partner} [se separan|terminan su alianza]',
        '@end: {partner} [termina|deja] su acuerdo con {short}',
        '@hold: La alianza de {short} en {city} [queda en pausa|se suspende]',
        '@hold: [Se cae|No seguirá adelante] el acuerdo previsto entre {short} y {partner}',
      ],
      summaries: [
        '@end: {name} y {partner} acordaron terminar su alianza [cuando venza el contrato actual|a fin de año]. Ambas partes dijeron que la decisión fue amistosa.',
        '@hold: Una alianza prevista entre {short} y {partner} en {city} [se pausó|quedó en suspenso]. Las dos partes no lograron ponerse de acuerdo sobre [los plazos|los detalles].',
        '@end: {partner} decidió no renovar su acuerdo con {short}. El contrato representaba una parte pequeña de las ventas de la empresa.',
      ],
      leads: [
        '@end: {name} ({symbol}) dijo que su alianza con {partner} [terminará|llegará a su fin] [más adelante este año|cuando venza el contrato]. Las dos partes describieron la separación como amistosa.',
        '@hold: Un acuerdo previsto entre {short} y {partner} [no seguirá adelante|se canceló] por ahora. [Las dos partes|Ambas partes] dijeron que no lograron ponerse de acuerdo en los detalles.',
        '@end: {partner} de {city} decidió no renovar su acuerdo con {short}. [El contrato|El acuerdo] había durado {years}.',
      ],
      details: [
        '@end: El acuerdo era [una parte pequeña|solo una pequeña parte] del negocio de {short}, así que los analistas esperan un efecto moderado en las ventas.',
        '@end: {ceo} agradeció el trabajo conjunto. “Estamos orgullosos de lo que construimos y ya estamos hablando con otros socios”, dijo {ceoLast}.',
        'La empresa dijo que [buscará|hablará con] otros socios [en {city}|en la región].',
      ],
    },
  },
  explainers: [
    'Una alianza permite que dos organizaciones compartan lo que cada una hace mejor, como el producto de una empresa y los clientes de otra.',
    '@pilot: Un proyecto piloto es una prueba pequeña. Ayuda a las empresas a aprender qué funciona antes de gastar más.',
    'Los contratos largos le dan a una empresa ingresos más previsibles, algo que a los inversores suele gustarles.',
  ],
};
