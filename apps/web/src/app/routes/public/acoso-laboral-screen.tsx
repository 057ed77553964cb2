import {
  IconFirstAidKit,
  IconGavel,
  IconHeartHandshake,
  IconScale,
  IconUsersGroup,
} from '@tabler/icons-react';
import { DutyPage, type DutyPageContent } from '../../../components/public/duty-page';

const FACTS = [
  {
    term: 'Quién debe cumplir',
    description: 'Todas las empresas, sea cual sea su tamaño y su número de personas trabajadoras.',
  },
  {
    term: 'Qué necesita',
    description: 'Un protocolo de prevención y actuación, difundido a la plantilla, con un cauce para las denuncias y formación.',
  },
  {
    term: 'Con 50 o más personas',
    description: 'El protocolo forma parte, además, de su plan de igualdad (Real Decreto 901/2020).',
  },
  {
    term: 'Quién lo vigila',
    description: 'La Inspección de Trabajo y Seguridad Social.',
  },
];

const PROTOCOL_CONTENTS = [
  'Una declaración de principios de la dirección: tolerancia cero ante el acoso y compromiso de actuar ante cualquier caso.',
  'Qué se considera acoso sexual, acoso por razón de sexo, acoso discriminatorio y acoso laboral, con ejemplos, incluido el que se produce por medios digitales.',
  'Un cauce para presentar consultas y denuncias, y las personas o la comisión encargadas de tramitarlas.',
  'Un procedimiento con plazos que garantice la confidencialidad, la presunción de inocencia, la audiencia de las partes y la prohibición de represalias.',
  'Medidas cautelares para proteger a la persona afectada mientras se investiga, y medidas disciplinarias si se confirma el acoso.',
  'La difusión del protocolo a toda la plantilla y acciones de formación y sensibilización.',
  'El seguimiento de los casos y la revisión periódica del propio protocolo.',
];

const LAWS = [
  {
    name: 'Ley Orgánica 3/2007, de 22 de marzo, para la igualdad efectiva de mujeres y hombres',
    note: 'Artículo 48: prevenir el acoso sexual y por razón de sexo y arbitrar procedimientos para su prevención y para las denuncias.',
  },
  {
    name: 'Ley Orgánica 10/2022, de 6 de septiembre, de garantía integral de la libertad sexual',
    note: 'Refuerza el artículo 48 y exige sensibilización y formación del personal.',
  },
  {
    name: 'Ley 15/2022, de 12 de julio, integral para la igualdad de trato y la no discriminación',
    note: 'El acoso por cualquiera de los motivos que protege es una forma de discriminación.',
  },
  {
    name: 'Ley 31/1995, de 8 de noviembre, de Prevención de Riesgos Laborales',
    note: 'Protección de la seguridad y la salud frente a todos los riesgos, también los psicosociales.',
  },
  {
    name: 'Real Decreto 901/2020, de 13 de octubre, por el que se regulan los planes de igualdad y su registro',
    note: 'Planes de igualdad de las empresas de 50 o más personas trabajadoras.',
  },
  {
    name: 'Real Decreto Legislativo 5/2000, de 4 de agosto, Ley sobre Infracciones y Sanciones en el Orden Social (LISOS)',
    note: 'Artículos 8.13 y 8.13 bis: el acoso como infracción muy grave.',
  },
];

const CONTENT: DutyPageContent = {
  hero: {
    eyebrow: 'Protocolo de prevención y actuación frente al acoso',
    title: 'Acoso Laboral',
    icon: IconUsersGroup,
    lead: 'Todas las empresas, tengan la plantilla que tengan, deben prevenir el acoso sexual y por razón de sexo y contar con un procedimiento para atender las denuncias. Le explicamos de dónde nace la obligación, qué debe incluir el protocolo y cómo le ayuda Cumplia.',
  },
  facts: FACTS,
  origin: {
    title: 'De dónde nace la obligación',
    intro: 'No hay una única norma: varias leyes se suman y, juntas, hacen del protocolo frente al acoso una obligación de todas las empresas.',
    cols: { base: 1, sm: 2 },
    tiles: [
      {
        icon: IconScale,
        title: 'Ley Orgánica 3/2007, artículo 48',
        text: 'Las empresas deben promover condiciones de trabajo que eviten el acoso sexual y el acoso por razón de sexo, y arbitrar procedimientos específicos para prevenirlo y para dar cauce a las denuncias o reclamaciones de quienes lo sufran. Códigos de buenas prácticas, campañas informativas, protocolos de actuación o formación son algunas de las medidas, que deben negociarse con la representación de las personas trabajadoras.',
      },
      {
        icon: IconGavel,
        title: 'Ley Orgánica 10/2022',
        text: 'La ley de garantía integral de la libertad sexual reforzó el artículo 48: la obligación alcanza a todos los delitos y conductas contra la libertad sexual y la integridad moral en el trabajo, incluidos los cometidos en el ámbito digital, y las empresas deben sensibilizar y ofrecer formación a todo su personal.',
      },
      {
        icon: IconHeartHandshake,
        title: 'Ley 15/2022, de igualdad de trato',
        text: 'Considera discriminación el acoso relacionado con cualquiera de los motivos que protege, como el origen racial o étnico, la religión, la edad, la discapacidad, la orientación o identidad sexual o la enfermedad, y refuerza la responsabilidad de las empresas de prevenirlo y de actuar cuando se produce.',
      },
      {
        icon: IconFirstAidKit,
        title: 'Ley 31/1995, de Prevención de Riesgos Laborales',
        text: 'La empresa debe proteger la seguridad y la salud de su plantilla frente a todos los riesgos del trabajo, también los psicosociales. El acoso laboral es uno de ellos y debe tenerse en cuenta al evaluar los riesgos y al planificar la prevención.',
      },
    ],
    highlight: {
      icon: IconUsersGroup,
      title: 'Empresas de 50 o más personas trabajadoras',
      text: 'Deben tener un plan de igualdad, regulado por el Real Decreto 901/2020, que incluye la prevención del acoso sexual y por razón de sexo: para ellas el protocolo forma parte del plan. Para las demás, el protocolo es una obligación propia e igual de exigible, aunque no tengan plan de igualdad.',
    },
  },
  contents: {
    title: 'Qué debe incluir el protocolo',
    intro: 'Un buen protocolo es un documento vivo: se aprueba, se da a conocer a toda la plantilla y se aplica cuando hace falta.',
    items: PROTOCOL_CONTENTS,
    note: 'Si la empresa tiene representación legal de las personas trabajadoras, las medidas deben negociarse con ella.',
    delivery: 'Un protocolo de prevención y actuación frente al acoso sexual, por razón de sexo y laboral, redactado con los datos de su empresa (razón social, CIF, domicilio, persona administradora y número de personas trabajadoras), listo para aprobar, difundir a la plantilla y aplicar.',
  },
  penalties: [
    'La Ley sobre Infracciones y Sanciones en el Orden Social (LISOS) califica como infracciones muy graves el acoso sexual (artículo 8.13) y el acoso por razón de sexo y el acoso discriminatorio (artículo 8.13 bis) cuando se producen en el ámbito al que alcanzan las facultades de dirección de la empresa; en este segundo caso, cuando la empresa lo conocía y no adoptó las medidas necesarias para impedirlo. Las infracciones muy graves se sancionan con multas de 7.501 a 225.018 euros.',
    'Además de la sanción administrativa, la empresa puede tener que responder ante los tribunales por los daños causados. Por eso, un protocolo que existe, se conoce y se aplica es también la mejor prueba de que la empresa actuó con diligencia si llega una denuncia.',
  ],
  laws: LAWS,
  help: 'Con Cumplia, su empresa dispone de un protocolo frente al acoso adaptado a sus datos, sin redactarlo desde cero. Si trabaja con una gestoría colaboradora, ella puede darle de alta; si no, registre su empresa directamente o escríbanos y resolvemos sus dudas.',
};

/** /acosolaboral (spec 1 §2.3): the harassment protocol duty. */
export default function AcosoLaboralScreen() {
  return <DutyPage {...CONTENT} />;
}
