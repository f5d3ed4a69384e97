// New products and updates in Spanish (as ../product-launch.ts). {product} is "un nuevo juego de
// rompecabezas", {theProduct} "el nuevo...", {itsProduct} "su nuevo..."; a pronoun for it agrees
// through `<product:masculine|feminine>`. {knownProduct} is one of the company's own products.
import type { TypeTemplates } from '../kinds';

export const productLaunchTemplates: TypeTemplates = {
  bySentiment: {
    positive: {
      headlines: [
        '@launch: {short} [lanza|presenta|estrena] {product}',
        '@launch: {theProduct} de {short} [sale a la venta en|llega a] {city}',
        '@update: {short} [renueva|actualiza] {knownProduct} con nuevas funciones',
        '@launch: Los primeros fans [hacen fila|se apuntan] para {theProduct} de {short}',
        '@launch: {name} [suma|incorpora] {product}',
        '@launch: Buen comienzo para {theProduct} de {short}',
      ],
      summaries: [
        '@launch: {name} [lanzó|presentó] {product}, empezando por los clientes de {city}. Las primeras reseñas [han sido|son] [buenas|positivas].',
        '@launch: {short} [presentó|mostró] {product} [hoy|esta semana]. Según la empresa, es <product:más sencillo|más sencilla> de usar y rinde más que productos parecidos.',
        '@update: {short} actualizó {knownProduct} con [nuevas funciones|un diseño renovado]. Los primeros usuarios [dicen que les gustan|han elogiado] los cambios.',
        '@launch: La demanda de {theProduct} de {short} en su primera semana fue mayor de lo esperado, según la empresa.',
      ],
      leads: [
        '@launch: {name} ({symbol}) [lanzó|presentó] {product}. Se venderá primero en {city}, y después llegará a más lugares.',
        '@launch: {short} [presentó|mostró] {theProduct} en un evento en {hq} [hoy|esta semana]. [La empresa|{short}] dijo que el lanzamiento llevó [dos|tres] años de trabajo.',
        '@update: {short} le dio a {knownProduct} una actualización [grande|importante]. La nueva versión [suma|trae] las funciones que los clientes más [pedían|habían solicitado].',
        '@launch: Las primeras cifras de {theProduct} de {short} son [alentadoras|prometedoras]. La empresa dijo que la demanda de la primera semana superó sus propios planes.',
      ],
      details: [
        '{ceo}, al frente de la empresa, dijo que el equipo [escuchó con atención|prestó mucha atención] a los clientes. “Lo creamos con nuestros clientes, no solo para ellos”, dijo {ceoLast}.',
        'Los analistas dijeron que un lanzamiento exitoso podría [sumar a|impulsar] los ingresos de {short} en los próximos trimestres, aunque todavía es pronto para saber cuánto.',
        '@launch: El lanzamiento se apoya en {knownProduct}, uno de los productos más conocidos de la empresa.',
        'Los críticos [elogiaron|destacaron] [el diseño|el precio] y dijeron que es fácil de usar [desde el primer día|desde que sale de la caja].',
      ],
    },
    neutral: {
      headlines: [
        '@preview: {short} [planea|prepara] {product} para el próximo año',
        '@preview: {short} [muestra|adelanta] una versión temprana de {itsProduct}',
        '@test: {short} empieza a probar {product} en {city}',
        '@update: {short} hace pequeños cambios en {knownProduct}',
      ],
      summaries: [
        '@test: {name} está probando {product} con un grupo pequeño de clientes en {city}. Tiene previsto un lanzamiento más amplio [más adelante este año|el próximo año].',
        '@preview: {short} mostró un primer adelanto de {theProduct}. La empresa todavía no dijo cuánto costará.',
        '@update: {short} hizo algunos cambios pequeños en {knownProduct}. La empresa dijo que la actualización busca [corregir detalles|pulir aspectos menores].',
      ],
      leads: [
        '@test: {name} ({symbol}) empezó a probar {product} con [un grupo pequeño de|unos cientos de] clientes en {city}. [La empresa|{short}] dijo que quiere recoger opiniones antes de un lanzamiento más amplio.',
        '@preview: {short} [mostró|compartió] un primer vistazo de {theProduct} [hoy|esta semana]. Los precios y las fechas de lanzamiento [todavía no se han anunciado|se conocerán más adelante].',
        '@update: {short} publicó una pequeña actualización de {knownProduct}. La mayoría de los usuarios solo notará cambios menores.',
      ],
      details: [
        '@test,preview: Probar con clientes reales ayuda a las empresas a encontrar problemas temprano, cuando todavía es barato arreglarlos.',
        'Los analistas dijeron que es muy pronto para saber cuánto podría sumar el producto a las ventas.',
        '@test,preview: {ceo} dijo que la empresa prefiere lanzar un poco más tarde antes que lanzar algo sin terminar.',
        'La empresa dijo que compartirá más detalles [en los próximos meses|más cerca del lanzamiento].',
      ],
    },
    negative: {
      headlines: [
        '@delay: {short} [retrasa|aplaza] el lanzamiento de {itsProduct}',
        '@reviews: Reseñas [mixtas|tibias] para {theProduct} de {short}',
        '@pause: {short} [pausa|detiene por un tiempo] las ventas de {itsProduct} para corregir un problema',
        '@slow: Un comienzo más lento de lo esperado para {theProduct} de {short}',
      ],
      summaries: [
        '@delay: {name} movió el lanzamiento de {theProduct} [a finales de año|al próximo año]. La empresa dijo que quiere más tiempo para [<product:probarlo|probarla> bien|pulir los detalles].',
        '@reviews: Las primeras reseñas de {theProduct} de {short} son mixtas. A algunos usuarios les gusta el diseño, pero dicen que [le faltan funciones|es más difícil de usar de lo esperado].',
        '@pause: {short} pausó por unas semanas las ventas de {itsProduct} para corregir un problema de software. <product:Quienes ya lo tienen|Quienes ya la tienen> recibirán una actualización gratis.',
        '@slow: Las ventas de {theProduct} de {short} empezaron más lento de lo que la empresa esperaba.',
      ],
      leads: [
        '@delay: {name} ({symbol}) dijo que el lanzamiento de {theProduct} [llegará más tarde de lo previsto|se retrasará]. Las pruebas mostraron algunos problemas que la empresa quiere resolver primero.',
        '@slow: {theProduct} de {short} [arrancó más lento|tuvo un comienzo más lento] de lo planeado. [La empresa|{short}] dijo que [probará nuevas formas de llegar a los clientes|ajustará su publicidad].',
        '@reviews: Las reseñas de {theProduct} de {short} son [mixtas|dispares]. A los críticos les gustó la idea, pero dijeron que [todavía le falta trabajo|le faltan algunas funciones].',
        '@pause: {short} [pausó|detuvo por un tiempo] las ventas de {itsProduct} mientras corrige un problema [detectado en las pruebas|reportado por los usuarios]. [Dijo|La empresa dijo] que el arreglo debería tomar unas semanas.',
      ],
      details: [
        '@delay,pause: {ceo} dijo que el equipo se tomará el tiempo necesario para hacerlo bien. “Preferimos llegar un poco tarde antes que decepcionar a nuestros clientes”, dijo {ceoLast}.',
        '@delay,pause: Los retrasos cuestan dinero, porque la empresa sigue pagando a sus equipos mientras las ventas esperan. Los analistas esperan un efecto pequeño en los ingresos de este año.',
        'Los problemas en un lanzamiento son comunes, incluso en empresas con experiencia. Muchos productos que arrancan lento mejoran mucho con las siguientes actualizaciones.',
        'Un comienzo lento no es el final de un producto: las empresas suelen aprender de los primeros clientes y hacerlo mejor en la siguiente versión.',
      ],
    },
  },
  explainers: [
    'Las empresas gastan dinero en investigación y desarrollo, o I+D, mucho antes de que un producto llegue a los clientes. Un buen lanzamiento es la forma de recuperar ese dinero.',
    'Las primeras reseñas importan porque ayudan a otros clientes a decidir si comprar.',
    'Lanzar primero en una sola ciudad a veces se llama lanzamiento suave. Permite a una empresa corregir problemas antes de crecer.',
  ],
};
