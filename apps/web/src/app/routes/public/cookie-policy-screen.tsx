import { Link } from 'react-router';
import { ChangeCookieChoiceButton } from '../../../components/public/change-cookie-choice-button';
import { DetailCard } from '../../../components/public/detail-card';
import { LegalDocument } from '../../../components/public/legal-document';
import { LegalSection } from '../../../components/public/legal-section';
import { useProveedorQuery } from '../../../features/proveedor/api/get-proveedor';

const CONTENTS = [
  { id: 'que-son', label: 'Qué son las cookies' },
  { id: 'cookies-tecnicas', label: 'Las dos cookies técnicas de Cumplia' },
  { id: 'almacenamiento', label: 'Qué guardamos en su navegador' },
  { id: 'base-juridica', label: 'Base jurídica' },
  { id: 'cambiar-eleccion', label: 'Cómo cambiar su elección' },
  { id: 'eliminar', label: 'Cómo eliminar estos datos' },
  { id: 'cambios', label: 'Cambios en esta política' },
  { id: 'contacto', label: 'Contacto' },
];

const SESSION_REMOVAL = 'Al cerrar sesión, o cuando la sesión ya no puede renovarse.';

/** The only cookies: Cumplia's own, technical, httpOnly (decisions 0004 and 0040). */
const COOKIES = [
  {
    name: 'cumplia_session',
    purpose:
      'Mantiene su sesión iniciada: permite renovar la credencial de acceso sin volver a escribir la contraseña. Solo existe si ha iniciado sesión, y solo la reciben las llamadas de inicio, renovación y cierre de sesión.',
    removal: 'Al cerrar sesión, o a los 30 días sin renovarse.',
  },
  {
    name: 'cumplia_device',
    purpose:
      'Reconoce este navegador como uno desde el que ya accedió con éxito, para que los intentos de adivinar su contraseña desde otros equipos no bloqueen su acceso. Se crea al iniciar sesión y solo la recibe la llamada de acceso.',
    removal: 'A los 12 meses, o cuando usted la borra desde su navegador.',
  },
];

/** Everything Cumplia keeps in the browser's localStorage: no credential, nothing to follow anyone. */
const STORED_ITEMS = [
  {
    name: 'sesionIniciada',
    purpose:
      'Indica que en este navegador hay una sesión iniciada, para recuperarla al volver a cargar la página. No contiene ninguna credencial ni dato personal.',
    removal: SESSION_REMOVAL,
  },
  {
    name: 'user',
    purpose:
      'Los datos de su usuario que la aplicación muestra mientras tiene la sesión iniciada: nombre y apellidos, NIF, correo electrónico, perfil y los identificadores internos de su empresa o gestoría. No contiene contraseñas ni credenciales.',
    removal: SESSION_REMOVAL,
  },
  {
    name: 'captchaToken',
    purpose:
      'La solución de un solo uso de la verificación anti-robots, calculada por su navegador, que acompaña al formulario que envía (por ejemplo, el de acceso, el de contacto o el de registro).',
    removal: 'En cuanto se envía el formulario, o si la verificación se reinicia.',
  },
  {
    name: 'cookieConsent',
    purpose: 'Recuerda si ha aceptado o rechazado el aviso de cookies, para no volver a mostrárselo.',
    removal:
      'Cuando usted lo borra desde su navegador o pulsa «Cambiar mi elección». Se conserva al cerrar sesión, porque es una preferencia de este dispositivo, no de su cuenta.',
  },
];

function StorageCards({ items }: { items: typeof STORED_ITEMS }) {
  return items.map((item) => (
    <DetailCard
      key={item.name}
      title={item.name}
      code
      headingLevel={3}
      details={[
        { term: 'Finalidad', description: item.purpose },
        { term: 'Se elimina', description: item.removal },
        { term: 'Tipo', description: 'Propio y técnico (estrictamente necesario).' },
      ]}
    />
  ));
}

/** /politica-cookies: what Cumplia keeps in the browser (two technical cookies, four local items), and how to change or delete it. */
export default function CookiePolicyScreen() {
  const { data: proveedor } = useProveedorQuery();
  return (
    <LegalDocument title="Política de cookies" updatedAt="26 de noviembre de 2026" contents={CONTENTS}>
      <LegalSection id="que-son" title="1. Qué son las cookies y el almacenamiento local">
        <p>
          Las cookies son pequeños archivos que un sitio web guarda en el navegador de quien lo visita. El almacenamiento
          local (<em>localStorage</em>) es un espacio parecido del propio navegador en el que una aplicación web puede
          guardar datos. El artículo 22.2 de la Ley 34/2002, de 11 de julio, de servicios de la sociedad de la
          información y de comercio electrónico (LSSI-CE), se aplica a ambos por igual: a cualquier dispositivo de
          almacenamiento y recuperación de datos en el equipo del usuario.
        </p>
      </LegalSection>

      <LegalSection id="cookies-tecnicas" title="2. Las dos cookies técnicas de Cumplia">
        <p>
          Cumplia solo instala dos cookies propias y técnicas, necesarias para mantener su sesión y proteger su acceso.
          Ningún programa de la página puede leerlas (son <em>HttpOnly</em>), ningún otro sitio web puede enviarlas
          (<em>SameSite=Strict</em>) y viajan cifradas cuando la conexión lo está. No usamos cookies de terceros, ni de
          análisis, ni de publicidad, ni de redes sociales. No incorporamos herramientas de estadísticas, píxeles de
          seguimiento, mapas ni vídeos de otros sitios, ni tipografías o programas servidos por terceros.
        </p>
        <StorageCards items={COOKIES} />
        <p>
          La verificación anti-robots (captcha) de nuestros formularios la resuelve su propio navegador con un reto que
          emite el servidor de Cumplia: no interviene ningún proveedor externo ni se instala ninguna cookie. Los vídeos
          de las píldoras formativas también se sirven desde nuestro servidor.
        </p>
      </LegalSection>

      <LegalSection id="almacenamiento" title="3. Qué guardamos en su navegador">
        <p>
          Además, Cumplia guarda en el almacenamiento local de su navegador solo lo imprescindible para funcionar,
          nunca una credencial. Estos datos no se comparten con terceros ni se usan para seguir su navegación.
        </p>
        <StorageCards items={STORED_ITEMS} />
      </LegalSection>

      <LegalSection id="base-juridica" title="4. Base jurídica">
        <p>
          Este almacenamiento es estrictamente necesario para prestar el servicio que usted solicita: mantener su sesión,
          proteger los formularios frente a abusos y recordar su elección. Por eso está exceptuado del deber de obtener
          su consentimiento, conforme al artículo 22.2 de la LSSI-CE y a la Guía sobre el uso de las cookies de la
          Agencia Española de Protección de Datos. Aun así, le informamos de él con detalle.
        </p>
        <p>
          Aceptar o rechazar el aviso no cambia el funcionamiento de Cumplia: como no usamos cookies ni almacenamiento
          que no sean necesarios, solo guardamos su elección para no volver a preguntarle. Los datos personales ligados a
          su cuenta se tratan como explica nuestra <Link to="/aviso-legal#privacidad">política de privacidad</Link>.
        </p>
      </LegalSection>

      <LegalSection id="cambiar-eleccion" title="5. Cómo cambiar su elección">
        <p>
          Pulse el botón para borrar la elección guardada en este navegador. La página se volverá a cargar y verá de
          nuevo el aviso para elegir otra vez.
        </p>
        <ChangeCookieChoiceButton />
      </LegalSection>

      <LegalSection id="eliminar" title="6. Cómo eliminar estos datos">
        <p>
          Puede borrar en cualquier momento todo lo que Cumplia guarda en su navegador desde la configuración del propio
          navegador, en el apartado de privacidad, donde se eliminan las cookies y los datos de los sitios web:
        </p>
        <ul>
          <li>
            <strong>Google Chrome y Microsoft Edge:</strong> Configuración › Privacidad y seguridad › Borrar datos de
            navegación › «Cookies y otros datos de sitios».
          </li>
          <li>
            <strong>Mozilla Firefox:</strong> Ajustes › Privacidad &amp; Seguridad › Cookies y datos del sitio › Limpiar
            datos.
          </li>
          <li>
            <strong>Safari:</strong> Ajustes › Privacidad › Gestionar datos de sitios web.
          </li>
        </ul>
        <p>
          Los nombres de los menús pueden variar según la versión del navegador. Tenga en cuenta que, al borrar estos
          datos, se cerrará su sesión en Cumplia y volverá a ver el aviso de cookies. Cerrar sesión también elimina
          todos los datos de la sesión.
        </p>
      </LegalSection>

      <LegalSection id="cambios" title="7. Cambios en esta política">
        <p>
          Si Cumplia llegara a utilizar cookies o almacenamiento que no sea estrictamente necesario, actualizaríamos esta
          política y le pediríamos su consentimiento antes de usarlos. La fecha de la última actualización figura al
          principio de esta página.
        </p>
      </LegalSection>

      <LegalSection id="contacto" title="8. Contacto">
        <p>
          Si tiene cualquier duda sobre esta política, escríbanos a{' '}
          {proveedor ? (
            <a href={`mailto:${proveedor.email}`}>{proveedor.email}</a>
          ) : (
            <>
              la dirección de correo que figura en el <Link to="/aviso-legal">aviso legal</Link>
            </>
          )}
          .
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
