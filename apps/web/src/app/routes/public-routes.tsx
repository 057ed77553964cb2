import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { screenRoute } from '../screen-route';

const LoginScreen = lazy(() => import('./public/login-screen'));
const NotFoundScreen = lazy(() => import('./public/not-found-screen'));

const area = 'public';

/** Spec 1 §2.1 "Public", spec 3 pildorasformativas. */
export const publicRoutes: RouteObject[] = [
  screenRoute({ path: '/', title: 'Inicio', area, isHome: true }),
  screenRoute({ path: '/politica-cookies', title: 'Política de cookies', area }),
  screenRoute({ path: '/aviso-legal', title: 'Aviso legal', area }),
  screenRoute({ path: '/acceso', title: 'Acceso', area, screen: LoginScreen }),
  screenRoute({ path: '/registrarse', title: 'Registro', area }),
  screenRoute({ path: '/registrar', title: 'Regístre su Empresa', area }),
  screenRoute({ path: '/formacion', title: 'Formación', area }),
  screenRoute({ path: '/contactar', title: 'Contacto', area }),
  screenRoute({ path: '/cumplia', title: 'Qué es Cumplia', area }),
  screenRoute({ path: '/acosolaboral', title: 'Acoso Laboral', area }),
  screenRoute({ path: '/proteccindedatos', title: 'Protección de Datos', area }),
  screenRoute({ path: '/desconexindigital', title: 'Desconexión Digital', area }),
  screenRoute({ path: '/pildorasformativas', title: 'Píldoras formativas', area }),
  screenRoute({ path: '/resetpassword', title: 'Recuperación de contraseña', area }),
  screenRoute({ path: '/recuperarcontrasena', title: 'Recuperar contraseña', area }),
  screenRoute({ path: '/reset-password-confirm', title: 'Restablecer contraseña', area }),
  // The reset request page of spec 1 §2.8 navigates here; same screen as /reset-password-confirm.
  screenRoute({ path: '/reset-password/confirm', title: 'Restablecer contraseña', area }),
  screenRoute({ path: '/verificacion', title: 'Verificación de cuenta', area }),
  screenRoute({ path: '/not-found', title: 'Página no encontrada', area, screen: NotFoundScreen }),
];

/** Any unknown path (spec 1 §2.1). Registered last. */
export const notFoundRoute: RouteObject = screenRoute({
  path: '*',
  title: 'Página no encontrada',
  area,
  screen: NotFoundScreen,
});
