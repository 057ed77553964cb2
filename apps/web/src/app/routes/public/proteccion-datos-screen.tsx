import {
  IconFileText,
  IconInfoCircle,
  IconLock,
  IconShieldLock,
  IconUserShield,
  IconUsers,
  IconWritingSign,
} from '@tabler/icons-react';
import { DutyPage, type DutyPageContent } from '../../../components/public/duty-page';

const FACTS = [
  {
    term: 'Quién debe cumplir',
    description: 'Cualquier empresa o autónomo que trate datos de personas: basta con tener plantilla, clientes o proveedores.',
  },
  {
    term: 'Qué necesita',
    description: 'Registro de actividades de tratamiento, información a los interesados, confidencialidad del personal y medidas de seguridad.',
  },
  {
    term: 'Autoridad de control',
    description: 'La Agencia Española de Protección de Datos (AEPD), que atiende reclamaciones e inspecciona.',
  },
  {
    term: 'Desde cuándo',
    description: 'El RGPD se aplica desde el 25 de mayo de 2018 y la LOPDGDD está en vigor desde el 7 de diciembre de 2018.',
  },
];

const DOCUMENTS = [
  'El registro de actividades de tratamiento, actualizado cuando cambia lo que hace la empresa.',
  'Las cláusulas informativas para la plantilla, las candidaturas, los clientes, los proveedores y la página web.',
  'Los compromisos de confidencialidad firmados por cada persona que accede a datos.',
  'Los contratos de encargo del tratamiento con los proveedores que tratan datos por cuenta de la empresa (gestoría, servicios informáticos, alojamiento…).',
  'Un procedimiento para atender los derechos de los interesados y otro para gestionar las brechas de seguridad.',
  'La descripción de las medidas de seguridad aplicadas y de cómo se revisan.',
];

const LAWS = [
  {
    name: 'Reglamento (UE) 2016/679, Reglamento General de Protección de Datos (RGPD)',
    note: 'Del Parlamento Europeo y del Consejo, de 27 de abril de 2016. Obligaciones del responsable, derechos de los interesados y sanciones.',
  },
  {
    name: 'Ley Orgánica 3/2018, de 5 de diciembre, de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD)',
    note: 'Adapta el RGPD al ordenamiento español y regula, entre otros, el deber de confidencialidad y las infracciones.',
  },
];

const CONTENT: DutyPageContent = {
  hero: {
    eyebrow: 'RGPD y LOPDGDD',
    title: 'Protección de Datos',
    icon: IconShieldLock,
    lead: 'Toda empresa que trata datos de personas (de su plantilla, de sus clientes o de sus proveedores) debe cumplir el Reglamento General de Protección de Datos y la Ley Orgánica 3/2018. Le explicamos qué exige, qué documentos necesita y cómo le ayuda Cumplia.',
  },
  facts: FACTS,
  origin: {
    title: 'Qué exige la normativa',
    intro: 'El RGPD se basa en la responsabilidad proactiva: no basta con cumplir, la empresa debe poder demostrarlo. Estas son sus obligaciones principales.',
    cols: { base: 1, sm: 2 },
    tiles: [
      {
        icon: IconFileText,
        title: 'Registro de actividades de tratamiento (art. 30 RGPD)',
        text: 'Describe cada tratamiento de la empresa (personal y nóminas, clientes, proveedores, videovigilancia…): su finalidad, qué datos y de quién, a quién se comunican, cuánto tiempo se conservan y qué medidas los protegen. La excepción para organizaciones de menos de 250 personas no se aplica cuando el tratamiento no es ocasional, como la gestión de la plantilla, por lo que en la práctica lo necesitan casi todas las empresas.',
      },
      {
        icon: IconInfoCircle,
        title: 'Deber de informar (arts. 13 y 14 RGPD y art. 11 LOPDGDD)',
        text: 'Quien facilita sus datos tiene derecho a saber quién los trata, para qué y con qué base jurídica, a quién se comunican, cuánto tiempo se guardan y cómo ejercer sus derechos. La LOPDGDD permite informar por capas: lo básico al recoger los datos y el resto en un lugar de fácil acceso.',
      },
      {
        icon: IconWritingSign,
        title: 'Confidencialidad del personal (art. 5 LOPDGDD)',
        text: 'Todas las personas que intervienen en el tratamiento deben guardar confidencialidad sobre los datos que conocen, también después de terminar su relación con la empresa. Lo habitual es documentarlo con un compromiso firmado por cada trabajador.',
      },
      {
        icon: IconLock,
        title: 'Medidas de seguridad (art. 32 RGPD)',
        text: 'Medidas técnicas y organizativas adecuadas al riesgo: control de accesos y contraseñas, copias de seguridad, cifrado cuando proceda y destrucción segura del papel. Si se produce una brecha de seguridad que suponga un riesgo para las personas, debe notificarse a la AEPD en un plazo de 72 horas.',
      },
      {
        icon: IconUserShield,
        title: 'Derechos de los interesados',
        text: 'Acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad. La empresa debe atender cada solicitud, por regla general en el plazo de un mes, y dejar constancia de la respuesta.',
      },
      {
        icon: IconUsers,
        title: 'Proveedores con acceso a datos',
        text: 'Cuando un proveedor trata datos por cuenta de la empresa (la asesoría, el servicio informático, el alojamiento de la web), debe firmarse con él un contrato de encargo del tratamiento.',
      },
    ],
  },
  contents: {
    title: 'Qué documentos necesita la empresa',
    items: DOCUMENTS,
    delivery: 'El paquete de protección de datos de Cumplia incluye, redactados con los datos de su empresa, el registro de actividades de tratamiento, las cláusulas para cumplir el deber de informar y los compromisos de confidencialidad del personal, listos para firmar, entregar y conservar. Mientras el servicio esté activo, puede volver a descargarlos desde su área de cliente cuando los necesite.',
  },
  penalties: [
    'La AEPD puede actuar de oficio o a raíz de una reclamación de un trabajador, de un cliente o de cualquier persona afectada. Además de ordenar que se corrija la situación, puede imponer multas: el artículo 83 del RGPD fija un máximo de 10 millones de euros o el 2 % del volumen de negocio anual global, si esta cifra es mayor, para infracciones de obligaciones como el registro o la seguridad, y de 20 millones o el 4 % para las que afectan a los principios del tratamiento o a los derechos de las personas. La cuantía se gradúa según la gravedad, la duración, el número de afectados o la diligencia demostrada.',
    'La LOPDGDD clasifica las infracciones en muy graves (artículo 72), graves (artículo 73) y leves (artículo 74), que prescriben a los tres años, a los dos años y al año, respectivamente. Quien sufra daños por un tratamiento ilícito puede, además, reclamar una indemnización.',
    'En la práctica, tener la documentación al día y poder enseñarla es la mejor forma de responder a una reclamación o a una inspección con tranquilidad.',
  ],
  laws: LAWS,
  help: 'Cumplia prepara la documentación de protección de datos de su empresa con sus propios datos, para que pueda implantarla sin partir de cero. Si trabaja con una gestoría colaboradora, ella puede darle de alta; si no, registre su empresa directamente o escríbanos y le orientamos.',
};

/** /proteccindedatos (spec 1 §2.3): the data protection duty. */
export default function ProteccionDatosScreen() {
  return <DutyPage {...CONTENT} />;
}
