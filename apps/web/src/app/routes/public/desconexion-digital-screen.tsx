import {
  IconBriefcase,
  IconDeviceLaptop,
  IconPlugConnectedX,
  IconShieldLock,
} from '@tabler/icons-react';
import { DutyPage, type DutyPageContent } from '../../../components/public/duty-page';

const FACTS = [
  {
    term: 'Quién debe cumplir',
    description: 'Todas las empresas con personas trabajadoras, sin mínimo de plantilla y aunque no haya teletrabajo.',
  },
  {
    term: 'Qué necesita',
    description: 'Una política interna de desconexión digital, elaborada previa audiencia de la representación de los trabajadores.',
  },
  {
    term: 'A quién protege',
    description: 'A toda la plantilla, incluidos los puestos directivos, y en especial a quienes trabajan a distancia.',
  },
  {
    term: 'Desde cuándo',
    description: 'Desde la entrada en vigor de la LOPDGDD, el 7 de diciembre de 2018.',
  },
];

const POLICY_CONTENTS = [
  'A quién se aplica: toda la plantilla, incluidos los puestos directivos y las personas que teletrabajan.',
  'Los periodos en que no se envían ni se esperan respuestas a correos, mensajes o llamadas: fuera de la jornada, en los descansos, los permisos y las vacaciones.',
  'Las excepciones justificadas (urgencias o causas de fuerza mayor) y cómo se gestionan.',
  'Buenas prácticas: envío programado de correos, respuestas automáticas durante las ausencias y reuniones dentro de la jornada.',
  'Las acciones de formación y sensibilización sobre un uso razonable de la tecnología que evite la fatiga informática.',
  'El compromiso de que ejercer el derecho no perjudicará a nadie.',
];

const LAWS = [
  {
    name: 'Ley Orgánica 3/2018, de 5 de diciembre, de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD)',
    note: 'Artículo 88: derecho a la desconexión digital en el ámbito laboral y política interna de la empresa.',
  },
  {
    name: 'Real Decreto Legislativo 2/2015, de 23 de octubre, texto refundido de la Ley del Estatuto de los Trabajadores',
    note: 'Artículo 20 bis: derechos a la intimidad en el entorno digital y a la desconexión.',
  },
  {
    name: 'Ley 10/2021, de 9 de julio, de trabajo a distancia',
    note: 'Artículo 18: derecho a la desconexión digital de quienes trabajan a distancia.',
  },
];

const CONTENT: DutyPageContent = {
  hero: {
    eyebrow: 'Política interna de desconexión digital',
    title: 'Desconexión Digital',
    icon: IconPlugConnectedX,
    lead: 'Las personas trabajadoras tienen derecho a no atender correos, mensajes ni llamadas de trabajo fuera de su jornada. Para garantizarlo, toda empresa debe contar con una política interna de desconexión digital. Le explicamos qué exige la ley y cómo le ayuda Cumplia.',
  },
  facts: FACTS,
  origin: {
    title: 'Qué dice la ley',
    cols: { base: 1, md: 3 },
    tiles: [
      {
        icon: IconShieldLock,
        title: 'Artículo 88 de la LOPDGDD',
        text: 'Reconoce el derecho a la desconexión digital para garantizar, fuera del tiempo de trabajo legal o convencionalmente establecido, el respeto del descanso, los permisos, las vacaciones y la intimidad personal y familiar. La empresa, previa audiencia de los representantes de los trabajadores, debe elaborar una política interna para toda la plantilla, incluidos los puestos directivos, que defina cómo se ejerce el derecho y las acciones de formación y sensibilización.',
      },
      {
        icon: IconBriefcase,
        title: 'Artículo 20 bis del Estatuto de los Trabajadores',
        text: 'Incorpora a la relación laboral el derecho a la intimidad en el uso de los dispositivos digitales que facilita la empresa y el derecho a la desconexión digital, en los términos de la normativa de protección de datos.',
      },
      {
        icon: IconDeviceLaptop,
        title: 'Artículo 18 de la Ley 10/2021, de trabajo a distancia',
        text: 'Para quienes trabajan a distancia, garantizar la desconexión supone limitar el uso de los medios tecnológicos de comunicación empresarial durante los descansos y respetar la duración máxima de la jornada. La política interna debe proteger este derecho en el teletrabajo total o parcial.',
      },
    ],
    note: 'El convenio colectivo o un acuerdo con la representación de los trabajadores pueden concretar cómo se ejerce el derecho; la política de la empresa debe respetarlo.',
  },
  contents: {
    title: 'Qué debe contener la política',
    intro: 'Una política útil es concreta: dice a cada persona qué se espera de ella fuera de su horario y qué no.',
    items: POLICY_CONTENTS,
    note: 'Antes de aprobarla, la empresa debe oír a la representación legal de las personas trabajadoras, si la hay. Después, debe comunicarla a toda la plantilla y revisarla cuando cambie la forma de trabajar.',
    delivery: 'Una política de desconexión digital redactada con los datos de su empresa, lista para la audiencia de la representación de los trabajadores, su aprobación y su comunicación a la plantilla.',
  },
  penalties: [
    'La ley no fija una multa específica por no tener la política, pero su ausencia no pasa inadvertida: la Inspección de Trabajo puede requerir a la empresa que la elabore y sancionar los incumplimientos relacionados con el tiempo de trabajo, el descanso o la prevención de riesgos laborales, como la fatiga informática.',
    'Y si surge un conflicto con una persona trabajadora, por ejemplo por mensajes o correos fuera de hora, no haber definido reglas claras juega en contra de la empresa. Una buena política, además, ayuda a organizar mejor el trabajo y a prevenir el estrés.',
  ],
  laws: LAWS,
  help: 'Cumplia le entrega la política de desconexión digital de su empresa, adaptada a sus datos y lista para implantar. Si trabaja con una gestoría colaboradora, ella puede darle de alta; si no, registre su empresa directamente o escríbanos y le ayudamos.',
};

/** /desconexindigital (spec 1 §2.3): the digital disconnection duty. */
export default function DesconexionDigitalScreen() {
  return <DutyPage {...CONTENT} />;
}
