import type { RouteObject } from 'react-router';
import { areaRoutes } from '../screen-route';
import { lazyScreen } from '../lazy-screen';

const LoginScreen = lazyScreen(() => import('./public/login-screen'));
const NotFoundScreen = lazyScreen(() => import('./public/not-found-screen'));
const ContactScreen = lazyScreen(() => import('./public/contact-screen'));
const RegisterCompanyScreen = lazyScreen(() => import('./public/register-company-screen'));
const VerificationScreen = lazyScreen(() => import('./public/verification-screen'));
const PasswordRecoveryScreen = lazyScreen(() => import('./public/password-recovery-screen'));
const PasswordResetRequestScreen = lazyScreen(() => import('./public/password-reset-request-screen'));
const PasswordResetConfirmScreen = lazyScreen(() => import('./public/password-reset-confirm-screen'));
const NewsletterConfirmScreen = lazyScreen(() => import('./public/newsletter-confirm-screen'));
const NewsletterUnsubscribeScreen = lazyScreen(() => import('./public/newsletter-unsubscribe-screen'));
const LandingScreen = lazyScreen(() => import('./public/landing-screen'));
const CookiePolicyScreen = lazyScreen(() => import('./public/cookie-policy-screen'));
const LegalNoticeScreen = lazyScreen(() => import('./public/legal-notice-screen'));
const RegistrarseScreen = lazyScreen(() => import('./public/registrarse-screen'));
const FormacionScreen = lazyScreen(() => import('./public/formacion-screen'));
const ProductScreen = lazyScreen(() => import('./public/product-screen'));
const AcosoLaboralScreen = lazyScreen(() => import('./public/acoso-laboral-screen'));
const ProteccionDatosScreen = lazyScreen(() => import('./public/proteccion-datos-screen'));
const DesconexionDigitalScreen = lazyScreen(() => import('./public/desconexion-digital-screen'));
const PildorasScreen = lazyScreen(() => import('./public/pildoras-screen'));
const FirmaContratoScreen = lazyScreen(() => import('./public/firma-contrato-screen'));

const route = areaRoutes('public');

/** Spec 1 §2.1 "Public", spec 3 pildorasformativas. */
export const publicRoutes: RouteObject[] = [
  route('/', 'Inicio', { isHome: true, screen: LandingScreen }),
  route('/politica-cookies', 'Política de cookies', { screen: CookiePolicyScreen }),
  route('/aviso-legal', 'Aviso legal', { screen: LegalNoticeScreen }),
  route('/acceso', 'Acceso', { screen: LoginScreen }),
  route('/registrarse', 'Registro', { screen: RegistrarseScreen }),
  route('/registrar', 'Registre su empresa', { screen: RegisterCompanyScreen }),
  route('/formacion', 'Formación', { screen: FormacionScreen }),
  route('/contactar', 'Contacto', { screen: ContactScreen }),
  route('/cumplia', 'Qué es Cumplia', { screen: ProductScreen }),
  route('/acosolaboral', 'Acoso Laboral', { screen: AcosoLaboralScreen }),
  route('/proteccindedatos', 'Protección de Datos', { screen: ProteccionDatosScreen }),
  route('/desconexindigital', 'Desconexión Digital', { screen: DesconexionDigitalScreen }),
  route('/pildorasformativas', 'Píldoras formativas', { screen: PildorasScreen }),
  route('/resetpassword', 'Recuperación de contraseña', { screen: PasswordResetRequestScreen }),
  route('/recuperarcontrasena', 'Recuperar contraseña', { screen: PasswordRecoveryScreen }),
  route('/reset-password-confirm', 'Restablecer contraseña', { screen: PasswordResetConfirmScreen }),
  // The reset request page of spec 1 §2.8 navigates here; same screen as /reset-password-confirm.
  route('/reset-password/confirm', 'Restablecer contraseña', { screen: PasswordResetConfirmScreen }),
  route('/verificacion', 'Verificación de cuenta', { screen: VerificationScreen }),
  // The links of the newsletter e-mails (double opt-in and unsubscribe; spec 0 "Mail and SMS").
  route('/newsletter/confirmar', 'Confirmación de la suscripción', { screen: NewsletterConfirmScreen }),
  route('/newsletter/baja', 'Baja de la newsletter', { screen: NewsletterUnsubscribeScreen }),
  // The signing link of a contract, sent by SMS and e-mail (decision 0022).
  route('/firma/:token', 'Firma de contrato', { screen: FirmaContratoScreen, withoutChat: true }),
  route('/not-found', 'Página no encontrada', { screen: NotFoundScreen }),
];

/** Any unknown path (spec 1 §2.1). Registered last. */
export const notFoundRoute: RouteObject = route('*', 'Página no encontrada', { screen: NotFoundScreen });
