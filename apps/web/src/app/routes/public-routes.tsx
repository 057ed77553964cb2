import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { screenRoute } from '../screen-route';

const LoginScreen = lazy(() => import('./public/login-screen'));
const NotFoundScreen = lazy(() => import('./public/not-found-screen'));
const ContactScreen = lazy(() => import('./public/contact-screen'));
const RegisterCompanyScreen = lazy(() => import('./public/register-company-screen'));
const VerificationScreen = lazy(() => import('./public/verification-screen'));
const PasswordRecoveryScreen = lazy(() => import('./public/password-recovery-screen'));
const PasswordResetRequestScreen = lazy(() => import('./public/password-reset-request-screen'));
const PasswordResetConfirmScreen = lazy(() => import('./public/password-reset-confirm-screen'));
const NewsletterConfirmScreen = lazy(() => import('./public/newsletter-confirm-screen'));
const NewsletterUnsubscribeScreen = lazy(() => import('./public/newsletter-unsubscribe-screen'));
const LandingScreen = lazy(() => import('./public/landing-screen'));
const CookiePolicyScreen = lazy(() => import('./public/cookie-policy-screen'));
const LegalNoticeScreen = lazy(() => import('./public/legal-notice-screen'));
const RegistrarseScreen = lazy(() => import('./public/registrarse-screen'));
const FormacionScreen = lazy(() => import('./public/formacion-screen'));
const ProductScreen = lazy(() => import('./public/product-screen'));
const AcosoLaboralScreen = lazy(() => import('./public/acoso-laboral-screen'));
const ProteccionDatosScreen = lazy(() => import('./public/proteccion-datos-screen'));
const DesconexionDigitalScreen = lazy(() => import('./public/desconexion-digital-screen'));
const PildorasScreen = lazy(() => import('./public/pildoras-screen'));

const area = 'public';

/** Spec 1 §2.1 "Public", spec 3 pildorasformativas. */
export const publicRoutes: RouteObject[] = [
  screenRoute({ path: '/', title: 'Inicio', area, isHome: true, screen: LandingScreen }),
  screenRoute({ path: '/politica-cookies', title: 'Política de cookies', area, screen: CookiePolicyScreen }),
  screenRoute({ path: '/aviso-legal', title: 'Aviso legal', area, screen: LegalNoticeScreen }),
  screenRoute({ path: '/acceso', title: 'Acceso', area, screen: LoginScreen }),
  screenRoute({ path: '/registrarse', title: 'Registro', area, screen: RegistrarseScreen }),
  screenRoute({ path: '/registrar', title: 'Regístre su Empresa', area, screen: RegisterCompanyScreen }),
  screenRoute({ path: '/formacion', title: 'Formación', area, screen: FormacionScreen }),
  screenRoute({ path: '/contactar', title: 'Contacto', area, screen: ContactScreen }),
  screenRoute({ path: '/cumplia', title: 'Qué es Cumplia', area, screen: ProductScreen }),
  screenRoute({ path: '/acosolaboral', title: 'Acoso Laboral', area, screen: AcosoLaboralScreen }),
  screenRoute({ path: '/proteccindedatos', title: 'Protección de Datos', area, screen: ProteccionDatosScreen }),
  screenRoute({ path: '/desconexindigital', title: 'Desconexión Digital', area, screen: DesconexionDigitalScreen }),
  screenRoute({ path: '/pildorasformativas', title: 'Píldoras formativas', area, screen: PildorasScreen }),
  screenRoute({ path: '/resetpassword', title: 'Recuperación de contraseña', area, screen: PasswordResetRequestScreen }),
  screenRoute({ path: '/recuperarcontrasena', title: 'Recuperar contraseña', area, screen: PasswordRecoveryScreen }),
  screenRoute({ path: '/reset-password-confirm', title: 'Restablecer contraseña', area, screen: PasswordResetConfirmScreen }),
  // The reset request page of spec 1 §2.8 navigates here; same screen as /reset-password-confirm.
  screenRoute({ path: '/reset-password/confirm', title: 'Restablecer contraseña', area, screen: PasswordResetConfirmScreen }),
  screenRoute({ path: '/verificacion', title: 'Verificación de cuenta', area, screen: VerificationScreen }),
  // The links of the newsletter e-mails (double opt-in and unsubscribe; spec 0 "Mail and SMS").
  screenRoute({ path: '/newsletter/confirmar', title: 'Confirmación de la suscripción', area, screen: NewsletterConfirmScreen }),
  screenRoute({ path: '/newsletter/baja', title: 'Baja de la newsletter', area, screen: NewsletterUnsubscribeScreen }),
  screenRoute({ path: '/not-found', title: 'Página no encontrada', area, screen: NotFoundScreen }),
];

/** Any unknown path (spec 1 §2.1). Registered last. */
export const notFoundRoute: RouteObject = screenRoute({
  path: '*',
  title: 'Página no encontrada',
  area,
  screen: NotFoundScreen,
});
