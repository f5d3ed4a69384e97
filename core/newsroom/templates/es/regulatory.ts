// Rules and regulators in Spanish (as ../regulatory.ts), all fictional; calm and factual. The
// regulator is definite ("la Junta ...", "el banco central"); {rule} is feminine plural ("normas").
import type { TypeTemplates } from '../kinds';

export const regulatoryTemplates: TypeTemplates = {
  bySentiment: {
    positive: {
      headlines: [
        '@approval: {short} recibe la aprobación de {regulator}',
        '@approval: {regulator} aprueba {theProduct} de {short}',
        '@approval: Luz verde para {theProduct} de {short}',
        '@rules: Las nuevas normas podrían favorecer a {short} y a otras empresas {sector}',
        '@rules: Nuevas normas podrían dar ventaja a {short}',
        '@review: {short} aprueba una revisión [anual|de rutina] con [excelentes resultados|la máxima nota]',
      ],
      summaries: [
        '@approval: {regulator} aprobó {theProduct} de {short}, así que las ventas pueden empezar [en {city}|en todo el país]. La empresa llevaba [varios meses|más de un año] esperando la decisión.',
        '@review: {name} aprobó una revisión de {regulator} sin que se encontraran problemas. El resultado significa que la empresa puede seguir creciendo sin controles adicionales.',
        '@rules: {regulator} anunció {rule}. Los analistas dicen que eso podría ayudar a {short}, porque ya cumple la mayoría de ellas.',
      ],
      leads: [
        '@approval: {regulator} aprobó {theProduct} de {name} ({symbol}). [Eso|Esto] significa que la empresa puede empezar a <product:venderlo|venderla> [pronto|en las próximas semanas].',
        '@review: {name} ({symbol}) aprobó una revisión [anual|periódica] de {regulator}, que no encontró problemas. [Las revisiones así son rutinarias|Estos controles son de rutina], pero un resultado limpio [siempre es bienvenido|es una buena noticia] para los inversores.',
        '@rules: {regulator} anunció {rule}. {short} dijo que ya cumple la mayoría de ellas, lo que podría darle ventaja sobre sus rivales.',
      ],
      details: [
        '{ceo} dijo que el equipo [se preparó durante meses|trabajó duro para estar listo]. “Cumplir las normas con cuidado es parte de ganarse la confianza de los clientes”, dijo {ceoLast}.',
        '@approval,review: Los analistas dijeron que el resultado despeja una duda que pesaba sobre la empresa.',
        '@rules: Normas como estas suelen entrar en vigor en uno o dos años, lo que da tiempo a las empresas para adaptarse.',
      ],
    },
    neutral: {
      headlines: [
        '@proposal: {regulator} [propone|prepara] {rule}',
        '@questions: {short} responde preguntas de rutina de {regulator}',
        '@little,proposal: {short} dice que las nuevas normas del sector la afectarán poco',
      ],
      summaries: [
        '@proposal: {regulator} propuso {rule}. {name} dice que los cambios la afectarían solo un poco.',
        '@questions: {short} está respondiendo preguntas de rutina de {regulator} sobre [sus precios|sus contratos con clientes]. La empresa dijo que coopera plenamente.',
        '@little: {short} espera que las nuevas normas de su sector cambien muy poco su negocio.',
      ],
      leads: [
        '@proposal: {regulator} [propuso|publicó un borrador de] {rule}. Las empresas y el público pueden opinar antes de que se decida nada.',
        '@questions: {name} ({symbol}) dijo que recibió preguntas de rutina de {regulator} sobre [cómo fija sus precios|cómo redacta sus contratos con clientes]. [La empresa|{short}] dijo que las está respondiendo por completo.',
        '@little: {short} espera que las nuevas normas de su sector tengan solo un pequeño efecto en su negocio. La mayoría de los cambios coinciden con lo que ya hace.',
      ],
      details: [
        '@proposal,little: Los analistas dijeron que probablemente pasarán meses antes de que se decidan las normas finales.',
        '@questions: Los reguladores hacen preguntas a las empresas con frecuencia. No significa que algo esté mal.',
        '{ceo} dijo que la empresa ve con buenos ojos las normas claras porque ayudan a que los clientes confíen en todo el sector.',
      ],
    },
    negative: {
      headlines: [
        '@prices: {regulator} pide a {short} que muestre sus precios con más claridad',
        '@fine: {short} paga una multa por presentar trámites tarde',
        '@rules: Nuevas normas [subirán|podrían subir] los costos de {short}',
        '@wait: {short} deberá esperar más la aprobación de {theProduct}',
      ],
      summaries: [
        '@prices: {regulator} pidió a {name} que muestre sus precios con más claridad a los clientes. La empresa dijo que hará los cambios [en un plazo de tres meses|antes de fin de año].',
        '@fine: {short} aceptó pagar una multa de {fine} por entregar tarde algunos informes obligatorios. La empresa dijo que ya corrigió el proceso.',
        '@rules: {regulator} anunció {rule}, que aumentarán los costos de {short}. La empresa dijo que se adaptará.',
        '@wait: {regulator} necesita más tiempo para revisar {theProduct} de {short}, lo que retrasa el lanzamiento previsto.',
      ],
      leads: [
        '@prices: {regulator} pidió a {name} ({symbol}) que [muestre sus precios con más claridad|explique sus precios de forma más sencilla] a los clientes. {short} dijo que [acepta|está de acuerdo con] el pedido y actualizará su sitio web y sus contratos.',
        '@fine: {short} aceptó pagar una multa de {fine} por entregar tarde algunos informes obligatorios. Ningún cliente se vio afectado, [según el regulador|informó el regulador].',
        '@rules: {regulator} anunció {rule}. {short} dijo que cumplirlas [aumentará sus costos|implicará gastos adicionales] en los próximos dos años.',
        '@wait: {regulator} dijo que necesita más tiempo para revisar {theProduct} de {short}. La empresa esperaba empezar a <product:venderlo|venderla> [este año|en los próximos meses].',
      ],
      details: [
        '{ceo} dijo que la empresa se toma el asunto en serio. “Las normas claras ayudan a todos, y las vamos a cumplir”, dijo {ceoLast}.',
        '@fine,rules,prices: Los analistas dijeron que el costo es [pequeño|manejable] en comparación con el tamaño de la empresa, pero podría [recortar un poco|reducir ligeramente] la ganancia de este año.',
        'La empresa dijo que seguirá trabajando de cerca con el regulador.',
      ],
    },
  },
  explainers: [
    'Los reguladores son organismos públicos que fijan y revisan las normas que las empresas deben cumplir. Su trabajo es proteger a los clientes y mantener una competencia justa.',
    'Las normas nuevas suelen llegar con una fecha límite, para que las empresas tengan tiempo de prepararse.',
    'Las normas para todo un sector afectan a todas sus empresas, por eso los inversores comparan qué tan preparada está cada una.',
    '@approval: Una aprobación significa que un regulador comprobó que un producto cumple sus estándares antes de que se pueda vender.',
  ],
};
