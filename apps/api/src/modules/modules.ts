import type { AppModule } from './manifest.ts';
import { altaMasivaModule } from './alta-masiva/index.ts';
import { auditModule } from './audit/index.ts';
import { datosPersonalesModule } from './datos-personales/index.ts';
import { authModule } from './auth/index.ts';
import { captchaModule } from './captcha/index.ts';
import { comisionesModule } from './comisiones/index.ts';
import { contactModule } from './contact/index.ts';
import { contratosModule } from './contratos/index.ts';
import { dashboardModule } from './dashboard/index.ts';
import { empresasModule } from './empresas/index.ts';
import { facturasModule } from './facturas/index.ts';
import { formacionModule } from './formacion/index.ts';
import { gestoriasModule } from './gestorias/index.ts';
import { healthModule } from './health/index.ts';
import { newsletterModule } from './newsletter/index.ts';
import { outboxModule } from './outbox/index.ts';
import { protocolosModule } from './protocolos/index.ts';
import { proveedorModule } from './proveedor/index.ts';
import { renovacionesModule } from './renovaciones/index.ts';
import { sepaModule } from './sepa/index.ts';
import { usuariosModule } from './usuarios/index.ts';

/**
 * Every module of the application. The order of the list does not matter: the application builds
 * each module's services after those of the modules it needs (manifest.ts `inDependencyOrder`).
 * Adding a module is its folder and one line here.
 */
export const MODULES: readonly AppModule[] = [
  outboxModule,
  captchaModule,
  authModule,
  gestoriasModule,
  contratosModule,
  empresasModule,
  usuariosModule,
  dashboardModule,
  protocolosModule,
  altaMasivaModule,
  facturasModule,
  comisionesModule,
  sepaModule,
  renovacionesModule,
  contactModule,
  auditModule,
  datosPersonalesModule,
  newsletterModule,
  proveedorModule,
  formacionModule,
  healthModule,
];
