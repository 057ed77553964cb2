import { Link } from 'react-router';
import { formatPostalAddress } from '@cumplia/shared/postal-address';
import { DetailCard } from '../../../components/public/detail-card';
import { LegalDocument } from '../../../components/public/legal-document';
import { LegalSection } from '../../../components/public/legal-section';
import { useProveedorQuery } from '../../../features/proveedor/api/get-proveedor';
import { ProveedorIdentity } from '../../../features/proveedor/components/proveedor-identity';
import { PRIVACY_PURPOSES } from '@cumplia/shared/privacy-purposes';

const CONTENTS = [
  { id: 'titular', label: 'Titular' },
  { id: 'objeto', label: 'Objeto' },
  { id: 'condiciones', label: 'Condiciones de uso' },
  { id: 'propiedad', label: 'Propiedad intelectual' },
  { id: 'enlaces', label: 'Enlaces a otros sitios' },
  { id: 'privacidad', label: 'Política de privacidad' },
  { id: 'cookies', label: 'Cookies' },
  { id: 'ley', label: 'Ley aplicable' },
];

const TITULAR_FALLBACK = 'el titular identificado en el apartado 1';

/** /aviso-legal: legal notice (LSSI-CE art. 10), terms of use and privacy policy, with the provider read from the server. */
export default function LegalNoticeScreen() {
  const { data: proveedor } = useProveedorQuery();
  const titular = proveedor?.nombre ?? TITULAR_FALLBACK;
  const contactEmail = proveedor ? (
    <a href={`mailto:${proveedor.email}`}>{proveedor.email}</a>
  ) : (
    'la dirección de correo electrónico del apartado 1'
  );

  return (
    <LegalDocument title="Aviso legal" updatedAt="22 de noviembre de 2026" contents={CONTENTS}>
      <p>
        Este documento recoge el aviso legal, las condiciones de uso y la política de privacidad del sitio web y de la
        plataforma Cumplia. Le recomendamos leerlo con atención antes de utilizarlos.
      </p>

      <LegalSection id="titular" title="1. Datos identificativos del titular">
        <p>
          En cumplimiento del artículo 10 de la Ley 34/2002, de 11 de julio, de servicios de la sociedad de la
          información y de comercio electrónico (LSSI-CE), se informa de que el titular de este sitio web y de la
          plataforma Cumplia es:
        </p>
        <ProveedorIdentity />
      </LegalSection>

      <LegalSection id="objeto" title="2. Objeto">
        <p>
          Cumplia es un servicio en línea con el que las gestorías colaboradoras y sus empresas clientes gestionan los
          protocolos de cumplimiento laboral (protección de datos, prevención del acoso y desconexión digital), así como
          sus contratos, facturas y renovaciones. Este aviso regula el acceso al sitio web y el uso de la plataforma;
          acceder a ellos supone aceptar estas condiciones en la versión publicada en cada momento.
        </p>
      </LegalSection>

      <LegalSection id="condiciones" title="3. Condiciones de uso">
        <ul>
          <li>
            Las cuentas son personales. Cada usuario accede con su NIF y su contraseña, debe custodiarla, no
            compartirla y avisarnos si sospecha un uso indebido.
          </li>
          <li>
            El usuario se compromete a facilitar datos veraces y a usar la plataforma conforme a la ley, la buena fe y
            estas condiciones; en particular, a no intentar acceder a datos de otros usuarios, eludir las medidas de
            seguridad ni sobrecargar el servicio.
          </li>
          <li>
            La gestoría colaboradora que da de alta a sus clientes garantiza que puede comunicar sus datos a Cumplia
            para la prestación del servicio y que les ha informado de ello.
          </li>
          <li>
            La contratación de cada herramienta se formaliza con un contrato que la empresa firma electrónicamente
            mediante un código enviado por SMS. En él constan el precio, la duración anual, la renovación y la forma de
            pago.
          </li>
          <li>
            Los documentos que genera Cumplia son modelos redactados con los datos que facilita la empresa. Su
            aprobación, su adaptación a la realidad de la empresa, la negociación o audiencia con la representación de
            las personas trabajadoras cuando proceda y su aplicación corresponden a la empresa. La información de este
            sitio es de carácter general y no sustituye al asesoramiento profesional sobre un caso concreto.
          </li>
          <li>
            Procuramos que el servicio esté disponible de forma continua, pero puede interrumpirse por mantenimiento o
            por causas ajenas a nuestra voluntad. {proveedor?.nombre ?? 'El titular'} no responde de los daños
            derivados de interrupciones que no le sean imputables.
          </li>
          <li>Podemos suspender el acceso de quien incumpla estas condiciones.</li>
        </ul>
      </LegalSection>

      <LegalSection id="propiedad" title="4. Propiedad intelectual e industrial">
        <p>
          El software, el diseño, los textos, los modelos de documentos, los vídeos formativos, la marca y los
          logotipos de Cumplia pertenecen a {titular} o a quien le ha autorizado a usarlos, y están protegidos por la
          normativa de propiedad intelectual e industrial.
        </p>
        <p>
          La empresa cliente puede usar, imprimir y difundir en su organización los documentos generados para ella,
          con el fin de cumplir sus obligaciones. Las gestorías colaboradoras pueden ponerlos a disposición de sus
          empresas clientes a través de la plataforma. Cualquier otra reproducción, distribución, comunicación pública o
          comercialización requiere autorización por escrito.
        </p>
      </LegalSection>

      <LegalSection id="enlaces" title="5. Enlaces a otros sitios">
        <p>
          Este sitio incluye enlaces a sitios de terceros, como el servicio de registro de jornada o nuestros perfiles en
          redes sociales. No controlamos esos sitios ni respondemos de sus contenidos; al seguir un enlace, se aplican
          sus propias condiciones y políticas de privacidad y de cookies.
        </p>
      </LegalSection>

      <LegalSection id="privacidad" title="6. Política de privacidad">
        <p>
          Tratamos sus datos personales conforme al Reglamento (UE) 2016/679, General de Protección de Datos (RGPD), y
          a la Ley Orgánica 3/2018, de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).
        </p>

        <h3>6.1. Responsable del tratamiento</h3>
        {proveedor ? (
          <p>
            {proveedor.nombre}, con NIF {proveedor.nif} y domicilio en {formatPostalAddress(proveedor)}. Para cualquier
            cuestión sobre sus datos puede escribir a {contactEmail}.
          </p>
        ) : (
          <p>El responsable es {TITULAR_FALLBACK}, en los datos de contacto que allí se indican.</p>
        )}

        <h3>6.2. Qué datos tratamos</h3>
        <ul>
          <li>Identificativos y de contacto: nombre y apellidos, NIF o NIE, correo electrónico y teléfono.</li>
          <li>
            De la empresa: razón social, nombre comercial, CIF, domicilio, CNAE, actividad y número de personas
            trabajadoras.
          </li>
          <li>Bancarios y de facturación: IBAN, forma de pago, facturas y cobros.</li>
          <li>
            De la firma electrónica de los contratos: teléfono al que se envía el código, dirección IP, navegador y
            fecha y hora de cada paso.
          </li>
          <li>Los que nos facilita en el formulario de contacto y el correo electrónico de la newsletter.</li>
          <li>Técnicos de acceso y seguridad, como la dirección IP desde la que se intenta acceder.</li>
        </ul>
        <p>
          Si su empresa ha sido dada de alta por su gestoría, sus datos proceden de ella. Quien nos facilite datos de
          otras personas, como la persona administradora de una empresa, debe haberles informado previamente.
        </p>

        <h3>6.3. Finalidades, bases jurídicas y plazos de conservación</h3>
        {Object.values(PRIVACY_PURPOSES).map((purpose) => (
          <DetailCard
            key={purpose.title}
            title={purpose.title}
            headingLevel={4}
            details={[
              { term: 'Para qué', description: purpose.what },
              { term: 'Base jurídica', description: purpose.basis },
              { term: 'Conservación', description: purpose.term },
            ]}
          />
        ))}
        <p>
          No tomamos decisiones basadas únicamente en tratamientos automatizados que produzcan efectos jurídicos sobre
          usted ni elaboramos perfiles.
        </p>

        <h3>6.4. Destinatarios</h3>
        <p>No vendemos ni cedemos sus datos con fines comerciales. Solo los comunicamos a:</p>
        <ul>
          <li>La gestoría colaboradora que gestiona su empresa, en lo necesario para prestarle el servicio.</li>
          <li>
            Los proveedores que nos prestan servicios de alojamiento y de envío de correos electrónicos y SMS, como
            encargados del tratamiento y con el contrato que exige el RGPD.
          </li>
          <li>Las entidades bancarias, para el cobro de los recibos domiciliados.</li>
          <li>
            La Agencia Estatal de Administración Tributaria, otras administraciones públicas, jueces y tribunales,
            cuando lo exija la ley.
          </li>
        </ul>

        <h3>6.5. Transferencias internacionales</h3>
        <p>
          No están previstas transferencias de datos fuera del Espacio Económico Europeo. Si algún proveedor tuviera que
          tratarlos fuera de él, se haría solo con las garantías adecuadas que prevé el RGPD.
        </p>

        <h3>6.6. Sus derechos y cómo ejercerlos</h3>
        <p>
          Puede ejercer sus derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y
          portabilidad, así como retirar en cualquier momento el consentimiento que haya dado, sin que ello afecte a los
          tratamientos anteriores. Escríbanos a {contactEmail}
          {proveedor ? <> o por correo postal a {formatPostalAddress(proveedor)}</> : null}, indicando «Protección de
          datos» y el derecho que ejerce, y acreditando su identidad. Le responderemos en el plazo de un mes, que podrá
          ampliarse en los casos que prevé el RGPD. Si pide acceso a sus datos o su portabilidad, le entregaremos todos
          los que tratamos sobre usted, con la finalidad y el plazo de conservación de cada conjunto, en un archivo
          estructurado, de uso común y lectura mecánica (JSON).
        </p>

        <h3>6.7. Reclamación ante la autoridad de control</h3>
        <p>
          Si considera que no hemos atendido bien sus derechos, puede presentar una reclamación ante la Agencia Española
          de Protección de Datos (AEPD), en{' '}
          <a href="https://www.aepd.es" target="_blank" rel="noopener noreferrer">
            www.aepd.es
          </a>
          .
        </p>

        <h3>6.8. Seguridad</h3>
        <p>
          Aplicamos medidas técnicas y organizativas adecuadas al riesgo: contraseñas guardadas con un algoritmo de
          resumen robusto, códigos de un solo uso que caducan, acceso de cada usuario limitado a sus datos y registro de
          las operaciones relevantes.
        </p>
      </LegalSection>

      <LegalSection id="cookies" title="7. Cookies">
        <p>
          Cumplia solo utiliza dos cookies propias y técnicas, necesarias para mantener su sesión y proteger su acceso,
          y solo guarda en su navegador lo imprescindible para funcionar. Encontrará el detalle en la{' '}
          <Link to="/politica-cookies">política de cookies</Link>.
        </p>
      </LegalSection>

      <LegalSection id="ley" title="8. Ley aplicable y jurisdicción">
        <p>
          Estas condiciones se rigen por la legislación española. Para cualquier controversia, las partes se someten a
          los juzgados y tribunales
          {proveedor ? ` de ${proveedor.localidad}` : ' del domicilio del titular'}, salvo que la ley establezca otro
          fuero, como ocurre cuando el usuario tiene la condición de consumidor.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
