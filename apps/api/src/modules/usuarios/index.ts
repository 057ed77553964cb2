import { API_PREFIXES, defineModule, mount } from '../manifest.ts';
import { usuariosPersonalData } from './usuarios.datos-personales.ts';
import { usuariosRoutes } from './usuarios.routes.ts';
import { createUsuariosService, type UsuariosService } from './usuarios.service.ts';

declare module '../manifest.ts' {
  interface AppServices {
    usuarios: UsuariosService;
  }
}

/** The staff's administration of users (decision 0019). */
export const usuariosModule = defineModule({
  name: 'usuarios',
  provides: ['usuarios'],
  needs: ['accounts', 'gestorias'],
  services: ({ db, unitOfWork }, { accounts, gestorias }) => ({ usuarios: createUsuariosService({ db, unitOfWork, accounts, gestorias }) }),
  routes: ({ usuarios }) => [mount(API_PREFIXES.core, usuariosRoutes, { usuarios })],
  personalData: (_services, { db }) => usuariosPersonalData(db),
});
