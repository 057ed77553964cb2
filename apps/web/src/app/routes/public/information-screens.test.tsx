import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { expectSoundHeadingOutline } from '../../../test/heading-outline';
import { renderScreen } from '../../../test/render-screen';
import AcosoLaboralScreen from './acoso-laboral-screen';
import DesconexionDigitalScreen from './desconexion-digital-screen';
import ProteccionDatosScreen from './proteccion-datos-screen';

type InformationPage = {
  path: string;
  Screen: ComponentType;
  title: string;
  /** Rules the page must name: the legal basis of the duty it explains. */
  rules: RegExp[];
};

const PAGES: InformationPage[] = [
  {
    path: '/proteccindedatos',
    Screen: ProteccionDatosScreen,
    title: 'Protección de Datos',
    rules: [/Reglamento \(UE\) 2016\/679/, /Ley Orgánica 3\/2018/, /art\. 30 RGPD/, /arts\. 13 y 14 RGPD y art\. 11 LOPDGDD/, /art\. 5 LOPDGDD/, /art\. 32 RGPD/, /artículo 83 del RGPD/, /artículo 72/, /AEPD/],
  },
  {
    path: '/acosolaboral',
    Screen: AcosoLaboralScreen,
    title: 'Acoso Laboral',
    rules: [/Ley Orgánica 3\/2007/, /artículo 48/, /Ley Orgánica 10\/2022/, /Ley 15\/2022/, /Ley 31\/1995/, /Real Decreto 901\/2020/, /artículo 8\.13\)/, /artículo 8\.13 bis/],
  },
  {
    path: '/desconexindigital',
    Screen: DesconexionDigitalScreen,
    title: 'Desconexión Digital',
    rules: [/Artículo 88 de la LOPDGDD/, /Artículo 20 bis del Estatuto de los Trabajadores/, /Artículo 18 de la Ley 10\/2021/, /previa audiencia de los representantes de los trabajadores/],
  },
];

describe.each(PAGES)('information page $path', ({ path, Screen, title, rules }) => {
  it('has its title, a sound outline and the legal basis of the duty', () => {
    const { container } = renderScreen(<Screen />, { path });

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expectSoundHeadingOutline(container);
    for (const rule of rules) expect(container.textContent, String(rule)).toMatch(rule);
    for (const section of ['En resumen', 'Qué ocurre si no se cumple', 'Normativa de referencia']) {
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    }
  });

  it('says who must comply and ends with an offer of help', () => {
    const { container } = renderScreen(<Screen />, { path });

    expect(screen.getByText('Quién debe cumplir')).toBeInTheDocument();
    const offer = screen.getByRole('region', { name: '¿Le ayudamos a cumplir?' });
    expect(within(offer).getByRole('link', { name: 'Hablar con Cumplia' })).toHaveAttribute('href', '/contactar');
    expect(within(offer).getByRole('link', { name: 'Registrar mi empresa' })).toHaveAttribute('href', '/registrar');
    const sections = container.querySelectorAll('section');
    expect(sections[sections.length - 1]).toBe(offer);
  });
});
