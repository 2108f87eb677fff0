import type { DemoHelpTranslation } from "./types.ts";

/** El centro de ayuda en español. */
export const es: DemoHelpTranslation = {
  topics: [
    {
      name: "Membresía y facturación",
      description: "Planes, renovaciones, cambios de plan, tarjetas, facturas y cupones.",
      articles: [
        {
          title: "¿Qué plan de membresía me conviene?",
          body: `<p>Cada membresía dura un año. Al registrarse puede elegir entre cuatro planes, y hay uno más para instructores:</p>
<ul><li><strong>Starter</strong> (gratuito): una cuenta, el blog, el catálogo público de cursos y el directorio de terapeutas.</li>
<li><strong>Access</strong> (40 $ al año): añade grupos de estudio, precios para miembros y más contenido de la biblioteca de vídeos y recursos.</li>
<li><strong>Standard</strong> (150 $ al año): la biblioteca completa para miembros, participación en el foro y seminarios solo para miembros.</li>
<li><strong>Practitioner</strong> (300 $ al año): todo lo de Standard más una ficha en el directorio de terapeutas y el derecho a mostrar la insignia de certificación de la asociación. Está disponible en cuanto sus credenciales de terapeuta constan en nuestros registros.</li>
<li><strong>Instructor</strong> (300 $ al año): para instructores con licencia; se renueva junto con la cuota de la licencia de instructor y los créditos de formación continua.</li></ul>
<p>Compare los planes en la <a href="/membership">página de membresía</a>. Puede subir de plan en cualquier momento y solo paga la diferencia por lo que queda de su año.</p>`,
        },
        {
          title: "Cómo funcionan las renovaciones y los recordatorios de pago",
          body: `<p>Las membresías de pago se renuevan automáticamente en su fecha de vencimiento con la tarjeta guardada en su cuenta. Aproximadamente un mes antes recibe un correo de recordatorio; si su tarjeta caduca antes de la fecha de renovación, también le pedimos que la actualice.</p>
<p>Si falla un pago de renovación, lo intentamos de nuevo durante los días siguientes y le escribimos cada vez. Su membresía sigue activa mientras tanto; si ningún intento tiene éxito, pasa a Starter y puede renovarla manualmente desde <a href="/managemembership">Gestionar membresía</a>.</p>
<p>También puede pagar usted mismo una renovación dentro de los 30 días anteriores a la fecha de vencimiento. Antes de eso el periodo ya está pagado, así que el pago se rechaza en lugar de cobrarse dos veces.</p>`,
        },
        {
          title: "Subir o bajar de plan",
          body: `<p>Abra <a href="/managemembership">Gestionar membresía</a> y elija <em>Mejorar plan</em>. El precio que se muestra es proporcional: paga el precio del nuevo plan por los meses que quedan de su año actual, menos lo que esos meses ya le costaron en su plan actual.</p>
<p>Una bajada de plan se aplica en su próxima renovación, de modo que conserva lo que ha pagado hasta entonces. El resumen de su perfil muestra el plan actual, su fecha de vencimiento y cualquier cambio pendiente.</p>`,
        },
        {
          title: "Facturas, recibos y cupones",
          body: `<p>Cada pago, ya sea de una membresía, un seminario, un manual, un pedido de la tienda o una donación, aparece en <a href="/profile/purchases">Perfil → Compras</a>. Cada línea tiene una factura en PDF que puede descargar; además, le enviamos un recibo por correo cuando el pago se completa.</p>
<p>Los cupones se introducen en la pantalla de pago. Un cupón puede descontar un porcentaje o un importe fijo, puede limitarse a membresías o a la tienda, y puede caducar o agotarse. Los visitantes de algunos países ven un descuento por país en lugar del campo de cupón; ambos no se pueden combinar.</p>`,
        },
      ],
    },
    {
      name: "Cursos y seminarios",
      description:
        "Encontrar un curso, inscribirse en un seminario, autoestudio, manuales y créditos de formación continua.",
      articles: [
        {
          title: "Encontrar un seminario e inscribirse",
          body: `<p>El <a href="/courses">catálogo de cursos</a> muestra cada curso con su nivel y la modalidad a la que pertenece; busque por palabra o filtre por categoría. La página de un curso muestra sus próximos seminarios: fechas, ciudad o en línea, instructor y precio.</p>
<p>Elija <em>Inscribirse</em> en un seminario para ir al pago. Pague con tarjeta o con PayPal; su plaza se confirma al instante y el seminario aparece en <a href="/profile/courses">Perfil → Cursos</a>. Algunos seminarios exigen un nivel mínimo de membresía o un curso previo; la página del seminario lo indica antes de pagar.</p>`,
        },
        {
          title: "Cursos de autoestudio y su progreso",
          body: `<p>Los cursos de autoestudio se realizan en línea a su propio ritmo. Encuéntrelos en <a href="/selfstudy">Autoestudio</a>; una vez inscrito, abra <a href="/myselfstudy">Mi autoestudio</a> para continuar donde lo dejó. Cada lección se marca como completada al terminarla, y el curso muestra su progreso.</p>
<p>Algunos cursos de autoestudio terminan con un breve examen. Al aprobarlo, los créditos de formación continua del curso se registran en su expediente.</p>`,
        },
        {
          title: "Créditos de formación continua, expedientes y manuales",
          body: `<p>Los créditos de formación continua (CE) de los seminarios a los que asistió y de los exámenes que aprobó aparecen en <a href="/myceus">Mis CEU</a>, donde puede descargar su expediente. Los instructores necesitan cierto número de créditos para cada renovación de su licencia.</p>
<p>Los manuales de los cursos se personalizan con su nombre. Compre uno en el pago de manuales; después lo encontrará en <a href="/mymanuals">Mis manuales</a>, y se descarga mediante un enlace privado que solo funciona para usted.</p>`,
        },
      ],
    },
    {
      name: "Directorio de terapeutas",
      description: "Encontrar un terapeuta y gestionar su propia ficha.",
      articles: [
        {
          title: "Encontrar un terapeuta cerca de usted",
          body: `<p>El <a href="/bodytalkpractitioners">directorio de terapeutas</a> muestra a los miembros certificados que han decidido aparecer en él. Busque por nombre o filtre por ciudad, país, idioma y tipo de terapeuta; la búsqueda por distancia ordena a los terapeutas según lo lejos que estén del lugar que indique.</p>
<p>Hay listas aparte para terapeutas que trabajan con animales, terapeutas avanzados y Parama, instructores y terapeutas de Breakthrough. Muchos terapeutas ofrecen también sesiones a distancia; su perfil lo indica.</p>`,
        },
        {
          title: "Aparecer en el directorio como terapeuta",
          body: `<p>La ficha en el directorio se incluye en el plan Practitioner. Cuando sus credenciales estén verificadas, abra su perfil y complete su biografía, especialidades, idiomas y la ciudad donde trabaja; después active <em>Mostrarme en el directorio</em> en la configuración de su cuenta.</p>
<p>Usted decide qué muestra el perfil público. Puede ocultar su ficha en cualquier momento sin perder su membresía.</p>`,
        },
        {
          title: "Credenciales y la insignia de certificación",
          body: `<p>Suba o actualice sus certificados en <a href="/profile/credentials">Perfil → Credenciales</a>. Un administrador los revisa; los terapeutas verificados con el plan Practitioner muestran la insignia de certificación de la asociación en su perfil.</p>
<p>Si su certificación vence, la insignia desaparece de su perfil hasta que la renueve.</p>`,
        },
      ],
    },
    {
      name: "Tienda y pedidos",
      description: "Compras, pago, envíos y descargas de la tienda.",
      articles: [
        {
          title: "Hacer un pedido en la tienda",
          body: `<p>La <a href="/store">tienda</a> vende libros, láminas, kits para instructores y descargas. Añada productos al carrito desde la cabecera; puede comprar como visitante e iniciar sesión al pagar, y su carrito se conserva.</p>
<p>En el <a href="/checkout">pago</a>, introduzca o elija una dirección de envío y pague con tarjeta. Los productos marcados como agotados no se pueden pedir hasta que vuelvan a estar disponibles.</p>`,
        },
        {
          title: "Seguir un pedido y descargar productos digitales",
          body: `<p>Sus pedidos están en <a href="/profile/orderpurchases">Perfil → Pedidos</a>, cada uno con su estado: pagado, enviado (con el número de seguimiento cuando lo hay) o cancelado.</p>
<p>Los productos digitales pueden descargarse desde el pedido en cuanto el pago se completa. Si tiene un problema con un pedido, escríbanos mediante el <a href="/contact">formulario de contacto</a> e indique el número de pedido.</p>`,
        },
      ],
    },
    {
      name: "Cuenta y privacidad",
      description: "Inicio de sesión, contraseñas, idioma, notificaciones y sus datos.",
      articles: [
        {
          title: "Restablecer una contraseña olvidada",
          body: `<p>Elija <em>¿Olvidó su contraseña?</em> en el cuadro de inicio de sesión e introduzca su dirección de correo. Le enviamos un enlace para elegir una contraseña nueva; funciona una sola vez y caduca al poco tiempo.</p>
<p>Tras varios intentos fallidos de inicio de sesión, el acceso se bloquea unos minutos para proteger su cuenta. Si no llega ningún correo, revise la carpeta de spam y luego escríbanos mediante el <a href="/contact">formulario de contacto</a>.</p>`,
        },
        {
          title: "Idioma, notificaciones y boletines",
          body: `<p>Elija el idioma del sitio en la cabecera; hay ocho idiomas disponibles. Qué notificaciones recibe, y si le llegan al momento o en un resumen diario, se configura en <a href="/profile/notifications">Perfil → Notificaciones</a>.</p>
<p>Las suscripciones a boletines están en <a href="/profile/newsletter">Perfil → Boletín</a>. Cada boletín incluye además un enlace para darse de baja con un solo clic.</p>`,
        },
        {
          title: "Sus datos y el cierre de su cuenta",
          body: `<p>Guardamos lo que su membresía necesita: su nombre, sus datos de contacto, sus pagos y su historial de cursos. Lea la <a href="/privacypolicy">política de privacidad</a> para conocer los detalles y cuánto tiempo se conserva cada dato.</p>
<p>Puede cambiar su dirección de correo y otros datos en <a href="/profile/account">Perfil → Cuenta</a>. Para cerrar su cuenta, use la opción de esa página; las facturas se conservan durante el tiempo que exige la ley.</p>`,
        },
      ],
    },
  ],
};
